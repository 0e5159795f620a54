/** The bounded fuzz test over every call of /api/openapi.json, second half of the calls: see helpers/fuzz.ts. */
import { fuzzCalls } from './helpers/fuzz';

fuzzCalls(1, 2);
