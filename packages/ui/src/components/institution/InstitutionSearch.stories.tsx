import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Locale } from '../../i18n/locale';
import { useEduPay } from '../../provider/useEduPay';
import { inLocale, storyLocale, storyText } from '../../stories/storyLocale';
import { InstitutionSearch } from './InstitutionSearch';
import { fakeSchoolSearch, matchSchools, SCHOOLS, SCHOOLS_TW } from './InstitutionSearch.fixtures';
import { institutionMessages } from './institutionMessages';
import { createMemoryStorage, SEARCH_HISTORY_KEY } from './searchHistory';
import type { SchoolResult } from './schoolResult';
import { liveRegion, reactAriaAnnouncer } from '../../stories/liveRegion';

/**
 * What the payer types and what the school API answers, per locale: the API gives Chinese names in the
 * user's script (Traditional for zh-TW), and a Chinese-speaking payer searches in Chinese. `picked` is
 * how the input reads once Oxford is chosen (the Chinese name in Chinese locales). The page's own
 * label, hint and error (ControlledWithError) are the app's strings.
 */
const storyData = {
  en: {
    schools: SCHOOLS,
    query: 'university of',
    narrow: 'lon',
    unknown: 'Sorbonne',
    partial: 'Oxf',
    letter: 't',
    picked: 'University of Oxford',
    label: 'University you will attend',
    hint: 'Choose it from the list',
    error: 'Please choose your school from the list',
  },
  'zh-CN': {
    schools: SCHOOLS,
    query: '大学',
    narrow: '伦敦',
    unknown: '索邦大学',
    partial: '牛津',
    letter: '大',
    picked: '牛津大学',
    label: '您将就读的院校',
    hint: '请从列表中选择',
    error: '请从列表中选择您的院校',
  },
  'zh-TW': {
    schools: SCHOOLS_TW,
    query: '大學',
    narrow: '倫敦',
    unknown: '索邦大學',
    partial: '牛津',
    letter: '大',
    picked: '牛津大學',
    label: '您將就讀的院校',
    hint: '請從清單中選擇',
    error: '請從清單中選擇您的院校',
  },
} satisfies Record<Locale, Record<string, unknown>>;

type Schools = readonly [SchoolResult, SchoolResult, SchoolResult, SchoolResult, SchoolResult, SchoolResult];

/** The story's strings, data and schools (Oxford, UCL, Melbourne, HKU, NUS, Toronto) in its locale. */
function storyContext(globals: Record<string, unknown>) {
  const locale = storyLocale(globals);
  const data = storyData[locale];
  const [oxford, ucl, melbourne, hku, nus, toronto] = data.schools as Schools;
  return { t: storyText(institutionMessages, globals), locale, ...data, oxford, ucl, melbourne, hku, nus, toronto };
}

/** A fresh in-memory history per story, so stories never share what another picked. */
const storageWith = (...schools: SchoolResult[]) =>
  createMemoryStorage(schools.length ? { [SEARCH_HISTORY_KEY]: JSON.stringify(schools) } : {});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How an option reads to a screen reader: the English name (with abbreviation), the Chinese name, the country in words (no flag, no code). */
function optionName(school: SchoolResult, locale: Locale): RegExp {
  const english = `${school.en}${school.ab ? ` (${school.ab})` : ''}`;
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(school.cy!)!;
  return new RegExp(`^${escapeRegExp(english)}\\s*${escapeRegExp(school.local ?? '')}\\s*${escapeRegExp(country)}$`);
}

/** A search whose first call fails (the network drops), then answers like the API. */
function flakySearch(schools: readonly SchoolResult[] = SCHOOLS) {
  let calls = 0;
  const search = fakeSchoolSearch({ schools });
  return fn((query: string) => {
    calls += 1;
    return calls === 1 ? Promise.reject(new Error('Network Error')) : search(query);
  });
}

const meta = {
  title: 'Components/Institution/InstitutionSearch',
  component: InstitutionSearch,
  args: { search: fakeSchoolSearch(), onChange: fn(), onNotFound: fn(), onBlur: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'The institution search box of spec 000 on a react-aria combobox. `search(query) => Promise<SchoolResult[]>` is awaited; calls are throttled to one in flight, at most one every 500 ms (`throttleMs`), and the latest text is searched again when it changed meanwhile; a failed search shows "Search again". ' +
          'Results show the English name (with abbreviation), the Chinese name (`local` or `zh`) and the country flag from `cy` (regional-indicator emoji; the country name is read to screen readers). ' +
          'Controlled: `value` (the chosen `SchoolResult` or null) + `onChange`, optionally `inputValue` + `onInputChange`; uncontrolled with `defaultValue` / `defaultInputValue`. Editing the text of a chosen school calls `onChange(null)`. ' +
          'With an empty input the history of picks shows (newest first, de-duplicated by `code`, 10 at most), kept in `localStorage` under `edupay.institution-search.history` or in `historyStorage` (read at mount; `null` for none). ' +
          '"School not found" calls `onNotFound(query)` (the app opens /not_institution); "Clear search history" and "Search again" are options too, so the arrow keys reach every action. ' +
          "The list hides 200 ms after blur; with `requireSelection` free text is cleared then, before `onBlur` is called. The result count is announced once, by React Aria's combobox.",
      },
    },
  },
  // Tall enough for the open list to be inside the screenshot.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480, minHeight: 440 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InstitutionSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The result count is said once, by React Aria's combobox (its own words, in the kit's locale): the
 * last message of its announcer holds the number of options in the list, schools plus the list's
 * action row ("not found? add it", "retry"), which is an option too. The schools are `count`.
 */
const countSaid = async (count: number) =>
  waitFor(
    () => {
      const list = document.querySelector('[role="listbox"]');
      const options = list ? list.querySelectorAll('[role="option"]').length : 0;
      expect(list?.querySelectorAll('[data-slot="institution-search-option"]').length ?? 0).toBe(count);
      const said = [...reactAriaAnnouncer().querySelectorAll('[role="log"] > div')].at(-1)?.textContent ?? '';
      expect(said).toMatch(new RegExp(`(^|\\D)${options}(\\D|$)`));
    },
    { timeout: 3000 },
  );

export const EmptyWithHistory: Story = {
  render: (args, { globals }) => {
    const { ucl, melbourne } = storyContext(globals);
    return <InstitutionSearch {...args} historyStorage={storageWith(ucl, melbourne)} />;
  },
  play: async ({ canvas, globals }) => {
    const { t, locale, ucl, melbourne } = storyContext(globals);
    await userEvent.tab();
    const input = canvas.getByRole('combobox', { name: t('institution.label') });
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('placeholder', t('institution.placeholder'));
    const list = await canvas.findByRole('listbox', { name: t('institution.history.title') });
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    const options = within(list).getAllByRole('option');
    await expect(options).toHaveLength(3);
    // The flag and the visible code are decoration: the name reads the country in words.
    await expect(options[0]).toHaveAccessibleName(optionName(ucl, locale));
    await expect(options[1]).toHaveAccessibleName(optionName(melbourne, locale));
    await expect(options[2]).toHaveAccessibleName(t('institution.history.clear'));
    await expect(options[0]!.querySelector('[data-slot="institution-search-flag"]')).toHaveTextContent(
      '\u{1F1EC}\u{1F1E7}',
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
  },
};

export const ClearHistory: Story = {
  render: (args, { globals }) => (
    <InstitutionSearch {...args} historyStorage={storageWith(storyContext(globals).oxford)} />
  ),
  play: async ({ canvas, globals }) => {
    const { t } = storyContext(globals);
    await userEvent.tab();
    await canvas.findByRole('listbox', { name: t('institution.history.title') });
    // ArrowUp from the input goes to the last option: the clear action.
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(canvas.queryByRole('listbox')).toBeNull());
    await expect(liveRegion()).toHaveTextContent(t('institution.history.cleared'));
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  },
};

export const TypingShowsResults: Story = {
  render: (args) => <InstitutionSearch {...args} historyStorage={storageWith()} />,
  play: async ({ canvas, canvasElement, args, globals }) => {
    const { t, locale, schools, query, narrow, picked, oxford, ucl } = storyContext(globals);
    const found = matchSchools(query, schools);
    await userEvent.tab();
    await userEvent.keyboard(query);
    const list = await canvas.findByRole('listbox', { name: t('institution.results') }, { timeout: 3000 });
    // Only the latest text's results show, with the count announced.
    await countSaid(found.length);
    await expect(
      within(list).getAllByRole('option', { name: (name) => found.some((school) => name.startsWith(school.en)) }),
    ).toHaveLength(found.length);
    await expect(within(list).getByRole('option', { name: optionName(oxford, locale) })).toBeInTheDocument();
    // Keyboard pick: ArrowDown to the first result, Enter.
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(oxford);
    const input = canvas.getByRole('combobox', { name: t('institution.label') });
    // In Chinese the chosen school reads in Chinese.
    await expect(input).toHaveValue(picked);
    await waitFor(() => expect(canvas.queryByRole('listbox')).toBeNull());
    // Clearing the text shows the history, now holding the pick.
    await userEvent.clear(input);
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    const history = await canvas.findByRole('listbox', { name: t('institution.history.title') });
    const recent = within(history).getAllByRole('option');
    await expect(recent).toHaveLength(2);
    await expect(recent[0]).toHaveAccessibleName(optionName(oxford, locale));
    // Type again and leave the list open on the results for the screenshot.
    await userEvent.keyboard(narrow);
    await canvas.findByRole('option', { name: optionName(ucl, locale) }, { timeout: 3000 });
    await countSaid(1);
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="institution-search-status"]')).toBeNull());
  },
};

export const NoResultsOffersNotFound: Story = {
  render: (args) => <InstitutionSearch {...args} historyStorage={storageWith()} />,
  play: async ({ canvas, args, globals }) => {
    const { t, unknown } = storyContext(globals);
    await userEvent.tab();
    await userEvent.keyboard(unknown);
    await canvas.findByText(t('institution.noResults', { query: unknown }), {}, { timeout: 3000 });
    await countSaid(0);
    const action = canvas.getByRole('option', { name: t('institution.notFound') });
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-activedescendant', action.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onNotFound).toHaveBeenCalledOnce();
    await expect(args.onNotFound).toHaveBeenCalledWith(unknown);
    // Open it again (ArrowDown) for the screenshot of the empty state.
    await userEvent.keyboard('{ArrowDown}');
    await canvas.findByText(t('institution.noResults', { query: unknown }));
  },
};

export const SearchFailureThenRetry: Story = {
  render: (args) => <InstitutionSearch {...args} historyStorage={storageWith()} />,
  args: { search: flakySearch() },
  play: async ({ canvas, canvasElement, args, globals }) => {
    const { t, locale, schools, letter, toronto } = storyContext(globals);
    await userEvent.tab();
    await userEvent.keyboard(letter);
    await waitFor(() => expect(liveRegion()).toHaveTextContent(t('institution.error')), { timeout: 3000 });
    await expect(canvasElement.querySelector('[data-slot="institution-search-status"]')).toHaveTextContent(
      t('institution.error'),
    );
    // "Search again" is the first option: ArrowDown + Enter retries the same text.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('option', { name: t('institution.retry') })).toHaveAttribute('data-focused');
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('option', { name: optionName(toronto, locale) }, { timeout: 3000 });
    await expect(args.search).toHaveBeenLastCalledWith(letter);
    await countSaid(matchSchools(letter, schools).length);
  },
};

export const RequireSelectionClearsFreeText: Story = {
  render: (args) => <InstitutionSearch {...args} requireSelection required historyStorage={storageWith()} />,
  play: async ({ canvas, args, globals }) => {
    const { t, locale, partial, oxford } = storyContext(globals);
    await userEvent.tab();
    // Its name is the label and the required mark.
    const input = canvas.getByRole('combobox', {
      name: (name) => name.startsWith(t('institution.label')) && name.includes(t('field.required')),
    });
    await userEvent.keyboard(partial);
    await canvas.findByRole('option', { name: optionName(oxford, locale) }, { timeout: 3000 });
    // Leave without picking: the list stays 200 ms, then the free text is cleared.
    await userEvent.tab();
    await expect(input).toHaveValue(partial);
    await waitFor(() => expect(input).toHaveValue(''));
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(args.onBlur).toHaveBeenCalledOnce();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

function ControlledSchool({ args }: { args: Parameters<typeof InstitutionSearch>[0] }) {
  const { locale } = useEduPay();
  const data = storyData[locale];
  const [school, setSchool] = useState<SchoolResult | null>((data.schools as Schools)[3]);
  return (
    <InstitutionSearch
      {...args}
      value={school}
      onChange={(next) => {
        setSchool(next);
        args.onChange?.(next);
      }}
      label={data.label}
      hint={data.hint}
      error={school ? undefined : data.error}
      historyStorage={null}
    />
  );
}

export const ControlledWithError: Story = {
  render: (args) => <ControlledSchool args={args} />,
  play: async ({ canvas, args, globals }) => {
    const { label, hint, error, hku, locale } = storyContext(globals);
    const input = canvas.getByRole('combobox', { name: label });
    await expect(input).toHaveValue(locale === 'en' ? hku.en : hku.local);
    await expect(input).toHaveAccessibleDescription(hint);
    input.focus();
    await userEvent.keyboard('{End}{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(`${hint} ${error}`);
    await userEvent.keyboard('{Escape}');
    input.blur();
    await waitFor(() => expect(args.onBlur).toHaveBeenCalled());
  },
};

/*
 * Every state in Simplified Chinese and the main ones in Traditional Chinese: the same play functions,
 * typing and reading in the story's locale; zh-TW users get the API's Traditional names.
 */
const twSearch = () => ({ search: fakeSchoolSearch({ schools: SCHOOLS_TW }) });

export const EmptyWithHistoryZhCN = inLocale(EmptyWithHistory, 'zh-CN');
export const ClearHistoryZhCN = inLocale(ClearHistory, 'zh-CN');
export const TypingShowsResultsZhCN = inLocale(TypingShowsResults, 'zh-CN');
export const NoResultsOffersNotFoundZhCN = inLocale(NoResultsOffersNotFound, 'zh-CN');
export const SearchFailureThenRetryZhCN = inLocale(SearchFailureThenRetry, 'zh-CN', { search: flakySearch() });
export const RequireSelectionClearsFreeTextZhCN = inLocale(RequireSelectionClearsFreeText, 'zh-CN');
export const ControlledWithErrorZhCN = inLocale(ControlledWithError, 'zh-CN');

export const EmptyWithHistoryZhTW = inLocale(EmptyWithHistory, 'zh-TW', twSearch());
export const TypingShowsResultsZhTW = inLocale(TypingShowsResults, 'zh-TW', twSearch());
export const NoResultsOffersNotFoundZhTW = inLocale(NoResultsOffersNotFound, 'zh-TW', twSearch());
export const SearchFailureThenRetryZhTW = inLocale(SearchFailureThenRetry, 'zh-TW', {
  search: flakySearch(SCHOOLS_TW),
});
export const ControlledWithErrorZhTW = inLocale(ControlledWithError, 'zh-TW', twSearch());
