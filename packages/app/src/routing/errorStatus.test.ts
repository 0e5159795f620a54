import { describe, expect, it } from 'vitest';
import { ApiTransportError } from '../api/client';
import { errorStatus } from './errorStatus';

describe('errorStatus (spec 000 section 8: the error page shows a status, default 500)', () => {
  it('is 500 for an error without a status (a failed chunk, a render bug)', () => {
    expect(errorStatus(new TypeError('Failed to fetch dynamically imported module'))).toBe(500);
    expect(errorStatus(null)).toBe(500);
  });
  it('takes the HTTP status an api transport error carries', () => {
    expect(errorStatus(new ApiTransportError(503, null))).toBe(503);
  });
  it('ignores statuses that are not errors', () => {
    expect(errorStatus({ status: 200 })).toBe(500);
  });
});
