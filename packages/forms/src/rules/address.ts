/**
 * tuitionCharacterVal, rentCharacterVal (spec 000 section 5): an address must not be a PO Box
 * or a post-office variant. Beneficiary banks and landlords need a street address.
 * Matches: PO Box, P.O. Box, P O Box, POBox, PO-Box, Post Office Box, Postbox, Post Box,
 * GPO Box, Locked Bag / Private Bag (Australian and NZ postal boxes), and 邮政信箱 / 郵政信箱.
 */
import type { ValidationResult } from '../types';
import { readInput } from './pattern';
import { fail } from './result';

const PO_BOX =
  /(?:\b(?:G\.?\s*)?P(?:ost)?\.?\s*-?\s*O(?:ffice)?\.?\s*-?\s*B(?:ox|\.)|\bpost\s*-?\s*box\b|\b(?:locked|private)\s+bag\b|[邮郵]政信箱|信箱\s*\d)/i;

function noPoBox(rule: string) {
  return (value: unknown): ValidationResult => {
    const text = readInput(value, 'text');
    if (text === null) return true;
    return text === false || PO_BOX.test(text) ? fail(rule, 'poBox') : true;
  };
}

export const tuitionCharacterVal = noPoBox('tuitionCharacterVal');
export const rentCharacterVal = noPoBox('rentCharacterVal');
