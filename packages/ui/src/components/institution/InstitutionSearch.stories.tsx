import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { InstitutionSearch } from './InstitutionSearch';
import { fakeSchoolSearch, SCHOOLS, SCHOOLS_TW } from './InstitutionSearch.fixtures';
import { createMemoryStorage, SEARCH_HISTORY_KEY } from './searchHistory';
import type { SchoolResult } from './schoolResult';

const [oxford, ucl, melbourne, hku] = SCHOOLS as [SchoolResult, SchoolResult, SchoolResult, SchoolResult, SchoolResult, SchoolResult];

/** A fresh in-memory history per story, so stories never share what another picked. */
const storageWith = (...schools: SchoolResult[]) => createMemoryStorage(schools.length ? { [SEARCH_HISTORY_KEY]: JSON.stringify(schools) } : {});

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
          'The list hides 200 ms after blur; with `requireSelection` free text is cleared then, before `onBlur` is called. The result count is announced in a polite live region.',
      },
    },
  },
  // Tall enough for the open list to be inside the screenshot.
  decorators: [(Story) => <div style={{ maxWidth: 480, minHeight: 440 }}><Story /></div>],
} satisfies Meta<typeof InstitutionSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

const live = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-slot="institution-search-live"]')!;

export const EmptyWithHistory: Story = {
  render: (args) => <InstitutionSearch {...args} historyStorage={storageWith(ucl, melbourne)} />,
  play: async ({ canvas }) => {
    await userEvent.tab();
    const input = canvas.getByRole('combobox', { name: 'School' });
    await expect(input).toHaveFocus();
    const list = await canvas.findByRole('listbox', { name: 'Recent searches' });
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    const options = within(list).getAllByRole('option');
    await expect(options).toHaveLength(3);
    // The flag and the visible code are decoration: the name reads the country in words.
    await expect(options[0]).toHaveAccessibleName(/^University College London \(UCL\)\s*伦敦大学学院\s*United Kingdom$/);
    await expect(options[1]).toHaveAccessibleName(/^University of Melbourne\s*墨尔本大学\s*Australia$/);
    await expect(options[2]).toHaveAccessibleName('Clear search history');
    await expect(options[0]!.querySelector('[data-slot="institution-search-flag"]')).toHaveTextContent('\u{1F1EC}\u{1F1E7}');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
  },
};

export const ClearHistory: Story = {
  render: (args) => <InstitutionSearch {...args} historyStorage={storageWith(oxford)} />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await canvas.findByRole('listbox', { name: 'Recent searches' });
    // ArrowUp from the input goes to the last option: the clear action.
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(canvas.queryByRole('listbox')).toBeNull());
    await expect(live(canvasElement)).toHaveTextContent('Search history cleared');
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  },
};

export const TypingShowsResults: Story = {
  render: (args) => <InstitutionSearch {...args} historyStorage={storageWith()} />,
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('university of');
    const list = await canvas.findByRole('listbox', { name: 'Schools found' }, { timeout: 3000 });
    // Only the latest text's results show: Oxford, Melbourne, Hong Kong, Singapore, Toronto.
    await waitFor(() => expect(live(canvasElement)).toHaveTextContent('5 schools found'), { timeout: 3000 });
    await expect(within(list).getAllByRole('option', { name: /University of/ })).toHaveLength(5);
    await expect(within(list).getByRole('option', { name: /University of Oxford\s*牛津大学/ })).toBeInTheDocument();
    // Keyboard pick: ArrowDown to the first result, Enter.
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(oxford);
    const input = canvas.getByRole('combobox', { name: 'School' });
    await expect(input).toHaveValue('University of Oxford');
    await waitFor(() => expect(canvas.queryByRole('listbox')).toBeNull());
    // Clearing the text shows the history, now holding the pick.
    await userEvent.clear(input);
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    const history = await canvas.findByRole('listbox', { name: 'Recent searches' });
    await expect(within(history).getByRole('option', { name: /University of Oxford/ })).toBeInTheDocument();
    // Type again and leave the list open on the results for the screenshot.
    await userEvent.keyboard('lon');
    await canvas.findByRole('option', { name: /University College London/ }, { timeout: 3000 });
    await waitFor(() => expect(live(canvasElement)).toHaveTextContent('1 school found'), { timeout: 3000 });
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="institution-search-status"]')).toBeNull());
  },
};

export const NoResultsOffersNotFound: Story = {
  render: (args) => <InstitutionSearch {...args} historyStorage={storageWith()} />,
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('Sorbonne');
    await canvas.findByText('No school matches “Sorbonne”.', {}, { timeout: 3000 });
    await waitFor(() => expect(live(canvasElement)).toHaveTextContent('No school found'));
    const action = canvas.getByRole('option', { name: 'Can’t find your school? Tell us about it' });
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-activedescendant', action.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onNotFound).toHaveBeenCalledOnce();
    await expect(args.onNotFound).toHaveBeenCalledWith('Sorbonne');
    // Open it again (ArrowDown) for the screenshot of the empty state.
    await userEvent.keyboard('{ArrowDown}');
    await canvas.findByText('No school matches “Sorbonne”.');
  },
};

function flakySearch() {
  let calls = 0;
  const search = fakeSchoolSearch();
  return fn((query: string) => {
    calls += 1;
    return calls === 1 ? Promise.reject(new Error('Network Error')) : search(query);
  });
}

export const SearchFailureThenRetry: Story = {
  render: (args) => <InstitutionSearch {...args} historyStorage={storageWith()} />,
  args: { search: flakySearch() },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('t');
    await waitFor(() => expect(live(canvasElement)).toHaveTextContent('The search failed. Please check your connection.'), { timeout: 3000 });
    await expect(canvasElement.querySelector('[data-slot="institution-search-status"]')).toHaveTextContent('The search failed. Please check your connection.');
    // "Search again" is the first option: ArrowDown + Enter retries the same text.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('option', { name: 'Search again' })).toHaveAttribute('data-focused');
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('option', { name: /University of Toronto/ }, { timeout: 3000 });
    await expect(args.search).toHaveBeenLastCalledWith('t');
    await waitFor(() => expect(live(canvasElement)).toHaveTextContent('6 schools found'));
  },
};

export const RequireSelectionClearsFreeText: Story = {
  render: (args) => <InstitutionSearch {...args} requireSelection required historyStorage={storageWith()} />,
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const input = canvas.getByRole('combobox', { name: 'School (required)' });
    await userEvent.keyboard('Oxf');
    await canvas.findByRole('option', { name: /University of Oxford/ }, { timeout: 3000 });
    // Leave without picking: the list stays 200 ms, then the free text is cleared.
    await userEvent.tab();
    await expect(input).toHaveValue('Oxf');
    await waitFor(() => expect(input).toHaveValue(''));
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(args.onBlur).toHaveBeenCalledOnce();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ControlledWithError: Story = {
  render: function Render(args) {
    const [school, setSchool] = useState<SchoolResult | null>(hku);
    return (
      <InstitutionSearch
        {...args}
        value={school}
        onChange={(next) => {
          setSchool(next);
          args.onChange?.(next);
        }}
        label="University you will attend"
        hint="Choose it from the list"
        error={school ? undefined : 'Please choose your school from the list'}
        historyStorage={null}
      />
    );
  },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'University you will attend' });
    await expect(input).toHaveValue('The University of Hong Kong');
    await expect(input).toHaveAccessibleDescription('Choose it from the list');
    input.focus();
    await userEvent.keyboard('{End}{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Choose it from the list Please choose your school from the list');
    await userEvent.keyboard('{Escape}');
    input.blur();
    await waitFor(() => expect(args.onBlur).toHaveBeenCalled());
  },
};

export const ChineseSimplified: Story = {
  globals: { locale: 'zh-CN' },
  render: (args) => <InstitutionSearch {...args} historyStorage={storageWith(oxford)} />,
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.tab();
    const input = canvas.getByRole('combobox', { name: '院校' });
    await expect(input).toHaveAttribute('placeholder', '输入院校英文或中文名称搜索');
    await canvas.findByRole('listbox', { name: '最近搜索' });
    await userEvent.keyboard('大学');
    await canvas.findByRole('listbox', { name: '搜索到的院校' }, { timeout: 3000 });
    await waitFor(() => expect(live(canvasElement)).toHaveTextContent('找到 6 所院校'), { timeout: 3000 });
    await expect(canvas.getByRole('option', { name: /墨尔本大学\s*澳大利亚/ })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(melbourne);
    // In Chinese the chosen school reads in Chinese.
    await expect(input).toHaveValue('墨尔本大学');
    await userEvent.clear(input);
    const history = await canvas.findByRole('listbox', { name: '最近搜索' });
    const recent = within(history).getAllByRole('option');
    await expect(recent).toHaveLength(3);
    await expect(recent[0]).toHaveAccessibleName(/^University of Melbourne\s*墨尔本大学\s*澳大利亚$/);
    await expect(recent[1]).toHaveAccessibleName(/^University of Oxford\s*牛津大学\s*英国$/);
    await expect(recent[2]).toHaveAccessibleName('清空搜索记录');
  },
};

export const ChineseTraditional: Story = {
  globals: { locale: 'zh-TW' },
  args: { search: fakeSchoolSearch({ schools: SCHOOLS_TW }) },
  render: (args) => <InstitutionSearch {...args} historyStorage={storageWith()} />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: '院校' })).toHaveAttribute('placeholder', '輸入院校英文或中文名稱搜尋');
    await userEvent.keyboard('香港');
    await canvas.findByRole('option', { name: /香港大學/ }, { timeout: 3000 });
    await waitFor(() => expect(live(canvasElement)).toHaveTextContent('找到 1 所院校'));
    await expect(canvas.getByRole('option', { name: '找不到您的院校？告訴我們' })).toBeInTheDocument();
  },
};
