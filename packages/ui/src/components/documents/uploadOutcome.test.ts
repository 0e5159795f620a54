import { describe, expect, it } from 'vitest';
import { deletedFrom, uploadedFrom } from './uploadOutcome';
import type { DeleteOutcome, UploadedFile, UploadOutcome } from './uploadTypes';

const file: UploadedFile = { id: 'f1', name: 'offer.pdf', size: 1024, type: 'application/pdf' };

describe('uploadedFrom: an onUpload answer judged by the contract', () => {
  const table: [string, UploadOutcome | null, UploadedFile | null][] = [
    ['a bare file', file, file],
    ['200 with the file', { status_code: 200, data: file }, file],
    ['201 with the file (a success code)', { status_code: 201, data: file }, file],
    ['200 without data', { status_code: 200 }, null],
    ['371 (not a success, though below 400)', { status_code: 371, data: file }, null],
    ['332 (already registered is not an upload)', { status_code: 332, data: file }, null],
    ['204 (a code the contract does not name)', { status_code: 204, data: file }, null],
    ['400 refused', { status_code: 400, message: 'too big', data: file }, null],
    ['nothing', null, null],
  ];
  it.each(table)('%s', (_, answer, expected) => {
    expect(uploadedFrom(answer)).toEqual(expected);
  });
});

describe('deletedFrom: an onDelete answer judged by the contract', () => {
  const table: [string, DeleteOutcome, boolean][] = [
    ['nothing', undefined, true],
    ['true', true, true],
    ['false', false, false],
    ['200', { status_code: 200 }, true],
    ['371', { status_code: 371 }, false],
    ['404', { status_code: 404 }, false],
  ];
  it.each(table)('%s', (_, answer, expected) => {
    expect(deletedFrom(answer)).toBe(expected);
  });
});
