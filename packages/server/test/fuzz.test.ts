/**
 * The bounded fuzz test over every call of /api/openapi.json, first half of the calls (the second
 * is fuzz-2.test.ts, so the two run side by side): see helpers/fuzz.ts.
 */
import { fuzzCalls } from './helpers/fuzz';

fuzzCalls(0, 2);
