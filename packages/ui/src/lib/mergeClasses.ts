/**
 * Tailwind class merging for `cn()` in about 1 KB instead of tailwind-merge's 8.4 KB (gzip), which every
 * page paid on first load (issue 19 item 1). Same rule: of two classes that set the same property under
 * the same variants, the later one wins and the earlier one is dropped. It knows the utility families
 * the kit and the app use; a class it does not know is never dropped (at worst both stay, as they would
 * without merging). mergeClasses.test.ts holds it to tailwind-merge over every pair of classes in the sources.
 */

// Value shapes: a family is only named when the value is one Tailwind knows, so a class of one's own
// that happens to share a prefix (my-orders, order-card, text-field-input) is never mistaken for one.
const ARB = String.raw`\[.+\]|\(.+\)`;
const NUM = String.raw`\d+(\.\d+)?`;
const SPACE = `(${NUM}|px|auto|${ARB})`;
const SIZE = String.raw`(${NUM}|px|auto|full|screen|fit|min|max|[dsl]?v[hw]|\d+/\d+|[2-7]?xl|[23]?xs|sm|md|lg|prose|none|${ARB})`;
const SIZES = 'xs|sm|base|md|lg|xl|[2-9]xl';
const RADII = 'none|xs|sm|md|lg|xl|[234]xl|full';
const re = (source: string) => new RegExp(`^${source}$`);

/** [pattern, family]: the first match names the family; `$1` in a family is filled from the match. */
const FAMILIES: Array<[RegExp, string]> = [
  [
    /^(block|inline-block|inline|flex|inline-flex|grid|inline-grid|contents|hidden|table|flow-root|list-item)$/,
    'display',
  ],
  [/^(static|fixed|absolute|relative|sticky)$/, 'position'],
  [/^(visible|invisible|collapse)$/, 'visibility'],
  [/^(sr-only|not-sr-only)$/, 'sr'],
  [/^(box-border|box-content)$/, 'box-sizing'],
  [/^flex-(row|row-reverse|col|col-reverse)$/, 'flex-direction'],
  [/^flex-(wrap|wrap-reverse|nowrap)$/, 'flex-wrap'],
  [re(`flex-(\\d+|auto|initial|none|${ARB})`), 'flex'],
  [/^(grow|shrink)(-\d+)?$/, '$1'],
  [re(`(basis)-${SIZE}`), '$1'],
  [re(`(z|order|opacity|duration|delay|underline-offset|outline-offset)-(\\d+|auto|first|last|none|${ARB})`), '$1'],
  [re(`grid-(cols|rows)-(\\d+|none|subgrid|${ARB})`), 'grid-$1'],
  [re(`col-span-(\\d+|full|${ARB})`), 'col-span'],
  [/^leading-(none|tight|snug|normal|relaxed|loose|\d+|\[.+\])$/, 'leading'],
  [/^tracking-(tighter|tight|normal|wide|wider|widest|\[.+\])$/, 'tracking'],
  [/^ease-(linear|in|out|in-out|initial|\[.+\])$/, 'ease'],
  [/^animate-(spin|ping|pulse|bounce|none|\[.+\])$/, 'animate'],
  [/^aspect-(auto|square|video|\d+\/\d+|\[.+\])$/, 'aspect'],
  [/^whitespace-(normal|nowrap|pre|pre-line|pre-wrap|break-spaces)$/, 'whitespace'],
  [/^appearance-(none|auto)$/, 'appearance'],
  [/^cursor-[a-z-]+$/, 'cursor'],
  [re(`(gap|space)-([xy])-${SPACE}`), '$1-$2'],
  [re(`gap-${SPACE}`), 'gap'],
  [re(`([pm][xytrblse]?)-${SPACE}`), '$1'],
  [re(`(size|w|h|min-w|min-h|max-w|max-h|inset-[xy]|inset|top|right|bottom|left|start|end)-${SIZE}`), '$1'],
  [re(`translate-([xy])-${SIZE}`), 'translate-$1'],
  [/^items-(start|end|center|baseline|stretch|normal)(-safe)?$/, 'items'],
  [/^self-(auto|start|end|center|stretch|baseline)$/, 'self'],
  [/^justify-(start|end|center|between|around|evenly|stretch|normal|baseline)$/, 'justify'],
  [/^content-(start|end|center|between|around|evenly|stretch|normal|baseline)$/, 'align-content'],
  [/^overflow-([xy])-(auto|hidden|clip|visible|scroll)$/, 'overflow-$1'],
  [/^overflow-(auto|hidden|clip|visible|scroll)$/, 'overflow'],
  [/^(truncate|text-ellipsis|text-clip)$/, 'text-overflow'],
  [/^break-(normal|words|all|keep)$/, 'break'],
  [new RegExp(`^text-(${SIZES})(/.+)?$`), 'font-size'],
  [/^text-(left|center|right|justify|start|end)$/, 'text-align'],
  [/^text-(wrap|nowrap|balance|pretty)$/, 'text-wrap'],
  [/^text-\[|^text-shadow/, ''],
  [/^text-/, 'text-color'],
  [/^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/, 'font-weight'],
  [/^font-(sans|serif|mono)$/, 'font-family'],
  [/^(underline|overline|line-through|no-underline)$/, 'text-decoration-line'],
  [/^(uppercase|lowercase|capitalize|normal-case)$/, 'text-transform'],
  [/^(italic|not-italic)$/, 'font-style'],
  [/^(proportional-nums|tabular-nums)$/, 'numeric-spacing'],
  [/^list-(none|disc|decimal)$/, 'list-type'],
  [/^align-(baseline|top|middle|bottom|text-top|text-bottom|sub|super)$/, 'vertical-align'],
  [/^object-(contain|cover|fill|none|scale-down)$/, 'object-fit'],
  [/^pointer-events-(auto|none)$/, 'pointer-events'],
  [/^select-(none|text|all|auto)$/, 'user-select'],
  [/^touch-(auto|none|manipulation)$/, 'touch'],
  [/^transition(-(all|colors|opacity|shadow|transform|none|\[.+\]))?$/, 'transition'],
  [new RegExp(`^rounded(-(${RADII}|\\[.+\\]))?$`), 'rounded'],
  [new RegExp(`^rounded-(tl|tr|br|bl|[trblse])(-(${RADII}|\\[.+\\]))?$`), 'rounded-$1'],
  [/^border-(collapse|separate)$/, 'border-collapse'],
  [/^border-(solid|dashed|dotted|double|hidden|none)$/, 'border-style'],
  [/^border(-[xytrblse])?(-(\d+|px|\[(\d|length:).*\]))?$/, 'border-w$1'],
  [/^border(-[xytrblse])?-\[/, ''],
  [/^border-([xytrblse])-/, 'border-color-$1'],
  [/^border-/, 'border-color'],
  [/^bg-(fixed|local|scroll)$/, 'bg-attachment'],
  [/^bg-(auto|cover|contain)$/, 'bg-size'],
  [/^bg-(repeat|no-repeat|repeat-x|repeat-y|repeat-round|repeat-space)$/, 'bg-repeat'],
  [/^bg-(none|linear-|radial|conic|gradient-)/, 'bg-image'],
  [/^bg-(bottom|center|left|right|top)/, 'bg-position'],
  [/^bg-(clip|origin|blend)-|^bg-\[/, ''],
  [/^bg-/, 'bg-color'],
  [/^shadow(-(2xs|xs|sm|md|lg|xl|2xl|none|inner))?$/, 'shadow'],
  [/^shadow-\[/, ''],
  [/^shadow-/, 'shadow-color'],
  [/^ring(-(\d+|inset))?$/, 'ring-w'],
  [/^ring-offset-\d+$/, 'ring-offset-w'],
  [/^ring-offset-/, 'ring-offset-color'],
  [/^ring-\[/, ''],
  [/^ring-/, 'ring-color'],
  [/^outline(-(\d+))?$/, 'outline-w'],
  [/^outline-(none|hidden|solid|dashed|dotted|double)$/, 'outline-style'],
  [/^outline-\[/, ''],
  [/^outline-/, 'outline-color'],
];

/** What a family also overrides (p-4 after px-2 drops px-2; px-2 after p-4 keeps both). */
const SIDES = ['t', 'r', 'b', 'l', 's', 'e'];
const OVERRIDES: Record<string, string[]> = {
  size: ['w', 'h'],
  flex: ['basis', 'grow', 'shrink'],
  // text-sm sets a line height too.
  'font-size': ['leading'],
  gap: ['gap-x', 'gap-y'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left', 'start', 'end'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  overflow: ['overflow-x', 'overflow-y'],
  rounded: [
    'rounded-t',
    'rounded-r',
    'rounded-b',
    'rounded-l',
    'rounded-s',
    'rounded-e',
    'rounded-tl',
    'rounded-tr',
    'rounded-br',
    'rounded-bl',
  ],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
};
// Padding, margin, border width and colour: the all-sides family covers x, y and each side; x covers r and l; y covers t and b.
for (const [all, join] of [
  ['p', ''],
  ['m', ''],
  ['border-w', '-'],
  ['border-color', '-'],
] as const) {
  const side = (s: string) => all + join + s;
  OVERRIDES[all] = ['x', 'y', ...SIDES].map(side);
  OVERRIDES[side('x')] = [side('r'), side('l')];
  OVERRIDES[side('y')] = [side('t'), side('b')];
}

// A page renders the same few hundred utilities over and over: each is looked up once.
const known = new Map<string, string>();

function familyOf(utility: string): string {
  let family = known.get(utility);
  if (family === undefined) {
    if (known.size > 2000) known.clear();
    known.set(utility, (family = lookUp(utility)));
  }
  return family;
}

function lookUp(utility: string): string {
  const base = utility.replace(/^-/, '');
  for (const [pattern, family] of FAMILIES) {
    const match = pattern.exec(base);
    if (match) return family.replace('$1', match[1] ?? '').replace('$2', match[2] ?? '');
  }
  return '';
}

/** Splits `md:hover:!px-2` into its variants (sorted, as their order does not change what they select) and utility. */
function parse(token: string): { scope: string; utility: string } {
  let depth = 0;
  let cut = -1;
  for (let i = 0; i < token.length; i += 1) {
    const c = token[i];
    if (c === '[' || c === '(') depth += 1;
    else if (c === ']' || c === ')') depth -= 1;
    else if (c === ':' && depth === 0) cut = i;
  }
  let utility = token.slice(cut + 1);
  const important = utility.startsWith('!') || utility.endsWith('!');
  utility = utility.replace(/^!|!$/g, '');
  const variants = cut < 0 ? [] : token.slice(0, cut).split(':');
  // Arbitrary variants ([&>*]:) depend on their order; the others do not.
  const scope =
    (variants.some((v) => v.startsWith('[')) ? variants : variants.sort()).join(':') + (important ? '!' : '');
  return { scope, utility };
}

export function mergeClasses(classes: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  const tokens = classes.trim().split(/\s+/);
  for (let i = tokens.length - 1; i >= 0; i -= 1) {
    const token = tokens[i];
    if (!token) continue;
    const { scope, utility } = parse(token);
    const family = familyOf(utility);
    if (family) {
      if (taken.has(`${scope}|${family}`)) continue;
      for (const other of [family, ...(OVERRIDES[family] ?? [])]) taken.add(`${scope}|${other}`);
    }
    kept.push(token);
  }
  return kept.reverse().join(' ');
}
