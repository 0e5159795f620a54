/** E-mail: the spec's `matchEmail` pattern and the real-world `email` check. Both trim, neither folds. */
import { patternRule } from './pattern';

/**
 * matchEmail (spec): letters/digits joined by - _ . then @, domain parts, a 2-3 letter ending.
 * It refuses real addresses (plus tags, long TLDs such as .education or .museum), hence `email`.
 */
export const matchEmail = patternRule(
  'matchEmail',
  /^[A-Za-z0-9]+(?:[-_.][A-Za-z0-9]+)*@(?:[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*\.)+[A-Za-z]{2,3}$/,
  'email',
  'text',
);

/**
 * email (real world, RFC 5321/5322 dot-atom as browsers accept it): a local part of at most 64
 * characters of atext separated by single dots, a domain of LDH labels (each 1-63, no edge hyphen),
 * a letter TLD of 2+ or a punycode TLD, at most 254 characters in all.
 * Full-width '＠' is not folded: the message asks for a valid address instead.
 */
const EMAIL =
  /^(?=.{3,254}$)(?=[^@]{1,64}@)[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;
export const email = patternRule('email', EMAIL, 'email', 'text');
