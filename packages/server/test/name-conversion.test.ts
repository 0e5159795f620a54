/** domain/name-conversion.ts: passport Pinyin of Chinese names, surnames read as surnames. */
import { describe, expect, it } from 'vitest';
import { chineseNameToPinyin } from '../src/domain/name-conversion';

describe('chineseNameToPinyin', () => {
  it('reads polyphonic surnames as surnames', () => {
    expect(chineseNameToPinyin('单田芳')).toEqual({ lastName: 'SHAN', firstName: 'TIANFANG' });
    expect(chineseNameToPinyin('曾国藩')).toEqual({ lastName: 'ZENG', firstName: 'GUOFAN' });
    expect(chineseNameToPinyin('解缙')).toEqual({ lastName: 'XIE', firstName: 'JIN' });
    expect(chineseNameToPinyin('区永乐')).toEqual({ lastName: 'OU', firstName: 'YONGLE' });
    expect(chineseNameToPinyin('仇英')?.lastName).toBe('QIU');
    expect(chineseNameToPinyin('朴志')?.lastName).toBe('PIAO');
  });
  it('keeps two-character surnames together, with their own readings', () => {
    expect(chineseNameToPinyin('欧阳修')).toEqual({ lastName: 'OUYANG', firstName: 'XIU' });
    expect(chineseNameToPinyin('诸葛亮')).toEqual({ lastName: 'ZHUGE', firstName: 'LIANG' });
    expect(chineseNameToPinyin('单于云')).toEqual({ lastName: 'CHANYU', firstName: 'YUN' });
    expect(chineseNameToPinyin('尉迟恭')).toEqual({ lastName: 'YUCHI', firstName: 'GONG' });
    // Two characters only: a one-character surname and a one-character given name.
    expect(chineseNameToPinyin('欧阳')).toEqual({ lastName: 'OU', firstName: 'YANG' });
  });
  it('writes ü as YU, folds traditional characters and spaces', () => {
    expect(chineseNameToPinyin('吕布')).toEqual({ lastName: 'LYU', firstName: 'BU' });
    expect(chineseNameToPinyin('女娲')?.lastName).toBe('NYU');
    expect(chineseNameToPinyin('歐陽 修')).toEqual({ lastName: 'OUYANG', firstName: 'XIU' });
    expect(chineseNameToPinyin('張樂樂')).toEqual({ lastName: 'ZHANG', firstName: 'LELE' });
  });
  it('minority names: given name(s), then the surname after the dot', () => {
    expect(chineseNameToPinyin('买买提·艾力')).toEqual({ lastName: 'AILI', firstName: 'MAIMAITI' });
  });
  it('refuses what is not a Chinese name', () => {
    for (const bad of ['', '李', 'Li Lei', '李Lei', '李雷1', '李'.repeat(21)]) expect(chineseNameToPinyin(bad), bad).toBeNull();
  });
});
