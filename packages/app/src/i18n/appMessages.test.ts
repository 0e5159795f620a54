import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { appMessages } from './appMessages';

function args(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((el) => (el.type === TYPE.literal ? [] : 'value' in el && typeof el.value === 'string' ? [el.value] : [])).sort();
}

describe('app messages', () => {
  it.each(['zh-CN', 'zh-TW'] as const)('%s has the English keys and ICU arguments', (locale) => {
    expect(Object.keys(appMessages[locale]).sort()).toEqual(Object.keys(appMessages.en).sort());
    for (const [id, text] of Object.entries(appMessages.en)) {
      expect(args(parse(appMessages[locale][id as keyof typeof appMessages.en])), id).toEqual(args(parse(text)));
    }
  });
});
