/**
 * Order numbers people read out on the phone: 'EP', the placing day in China (UTC+8) and 6 random
 * digits, e.g. EP20260302417305. Pure: the moment and the digits are arguments.
 */
export function orderNumber(at: Date, digits: string): string {
  const china = new Date(at.getTime() + 8 * 3600_000);
  const day = `${china.getUTCFullYear()}${String(china.getUTCMonth() + 1).padStart(2, '0')}${String(china.getUTCDate()).padStart(2, '0')}`;
  return `EP${day}${digits}`;
}
