/**
 * A Chinese name in Pinyin as a passport writes it (GET /order/name_conversion, spec 001 sections
 * 3 and 5: the English name must match the Pinyin of the Chinese name): surname and given name,
 * upper case, syllables joined, no tones, ü as YU (吕 LYU, 女 NYU; the passport convention).
 *
 * The surname is read as a surname, not as the common word: 单 Shan (not Dan), 曾 Zeng (not Ceng),
 * 解 Xie (not Jie), 区 Ou (not Qu), 仇 Qiu, 朴 Piao... (pinyin-pro's surname mode), and two-character
 * surnames (欧阳, 司马, 诸葛...) stay together. Names with a middle dot (minority names such as
 * 买买提·艾力) are given name(s) then the surname after the last dot, as their passports show them.
 */
import { pinyin } from 'pinyin-pro';
import { toSimplified } from './chinese-script';

/** Two-character surnames (simplified); those not read as their characters' usual sounds carry it. */
const COMPOUND_SURNAMES: Readonly<Record<string, string | null>> = {
  欧阳: null, 司马: null, 上官: null, 诸葛: null, 东方: null, 皇甫: null, 尉迟: 'yuchi', 公孙: null,
  慕容: null, 长孙: 'zhangsun', 宇文: null, 司徒: null, 夏侯: null, 轩辕: null, 令狐: null, 钟离: null,
  闾丘: null, 端木: null, 南宫: null, 西门: null, 独孤: null, 申屠: null, 太史: null, 呼延: null,
  百里: null, 东郭: null, 万俟: 'moqi', 澹台: 'tantai', 公冶: null, 宗政: null, 濮阳: null, 淳于: null,
  单于: 'chanyu', 拓跋: null, 司空: null, 左丘: null, 梁丘: null, 赫连: null, 第五: null, 公羊: null,
};

const HAN = /^[\u3400-\u9fff\uf900-\ufaff]+$/u;

export interface PinyinName {
  /** Surname in Pinyin, e.g. "SHAN", "OUYANG". */
  readonly lastName: string;
  /** Given name in Pinyin, syllables joined, e.g. "TIANFANG". */
  readonly firstName: string;
}

/** How ü is written: YU (passports since 2012: 吕 LYU) or U (older documents: LU). */
type UmlautSpelling = 'yu' | 'u';

const passportSpelling = (syllables: readonly string[], umlaut: UmlautSpelling = 'yu') =>
  syllables
    .join('')
    .replace(/ü|v/g, umlaut)
    .toUpperCase();

function plain(text: string, surname: boolean): string[] {
  return pinyin(text, { toneType: 'none', type: 'array', v: false, ...(surname ? { surname: 'head' as const } : {}) });
}

/** The name split into surname and given name, or null when it is not 2-20 Chinese characters. */
function splitName(raw: string): { surname: string; given: string[]; compound: boolean; dotted: boolean } | null {
  const name = toSimplified(raw.normalize('NFKC')).replace(/\s+/g, '').replace(/[·•・.]/g, '·');
  const parts = name.split('·').filter(Boolean);
  if (parts.length === 0 || !parts.every((p) => HAN.test(p)) || [...parts.join('')].length < 2 || [...name].length > 20) return null;
  if (parts.length > 1) return { surname: parts[parts.length - 1]!, given: parts.slice(0, -1), compound: false, dotted: true };
  const two = name.slice(0, 2);
  const compound = name.length > 2 && two in COMPOUND_SURNAMES;
  const surname = compound ? two : name.slice(0, 1);
  return { surname, given: [name.slice(surname.length)], compound, dotted: false };
}

function spell(raw: string, reading: 'surname' | 'ordinary', umlaut: UmlautSpelling): PinyinName | null {
  const split = splitName(raw);
  if (!split) return null;
  const firstName = passportSpelling(split.given.flatMap((p) => plain(p, false)), umlaut);
  if (split.dotted) return { lastName: passportSpelling(plain(split.surname, false), umlaut), firstName };
  const fixed = split.compound ? COMPOUND_SURNAMES[split.surname] : null;
  const spoken = fixed ? [fixed] : plain(split.surname, reading === 'surname');
  return { lastName: passportSpelling(spoken, umlaut), firstName };
}

/** The Pinyin surname and given name of a Chinese name as a passport writes it; null when it is not 2-20 Chinese characters. */
export function chineseNameToPinyin(raw: string): PinyinName | null {
  return spell(raw, 'surname', 'yu');
}

/**
 * Every spelling a payer's documents may carry for the name, the passport's first (GET
 * /order/name_conversion gives that one): the surname reading or the character's ordinary reading
 * (some passports carry 曾 as CENG), ü as YU or as U. The order form's check that the English name
 * matches the Chinese name (spec 001 section 5) accepts any of them; [] for a name that is not Chinese.
 */
export function chineseNameSpellings(raw: string): PinyinName[] {
  const spellings: PinyinName[] = [];
  for (const reading of ['surname', 'ordinary'] as const) {
    for (const umlaut of ['yu', 'u'] as const) {
      const one = spell(raw, reading, umlaut);
      if (one && !spellings.some((s) => s.lastName === one.lastName && s.firstName === one.firstName)) spellings.push(one);
    }
  }
  return spellings;
}
