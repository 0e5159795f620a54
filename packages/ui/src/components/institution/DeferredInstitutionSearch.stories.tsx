import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { inLocale, storyText } from '../../stories/storyLocale';
import { DeferredInstitutionSearch } from './DeferredInstitutionSearch';
import { fakeSchoolSearch, matchSchools, SCHOOLS_TW } from './InstitutionSearch.fixtures';
import { institutionMessages } from './institutionMessages';
import { createMemoryStorage } from './searchHistory';

const meta = {
  title: 'Components/Institution/DeferredInstitutionSearch',
  component: DeferredInstitutionSearch,
  args: {
    search: fakeSchoolSearch(),
    onChange: fn(),
    onNotFound: fn(),
    historyStorage: createMemoryStorage({}),
    load: () => import('./InstitutionSearch').then((module) => module.InstitutionSearch),
  },
  parameters: {
    docs: {
      description: {
        component:
          'InstitutionSearch for a first paint (the home page): the same field without react-aria; `load()` fetches InstitutionSearch when the user reaches for the field (pointer over, focus, touch), so the app bundler keeps it in its own chunk. InstitutionSearch then takes over in place with the focus, the caret and the text typed meanwhile, and searches it. Same props as InstitutionSearch.',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480, minHeight: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DeferredInstitutionSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At rest: a plain labelled text input that looks like the search (no combobox yet). */
export const AtRest: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(institutionMessages, globals);
    const input = canvas.getByRole('textbox', { name: t('institution.label') });
    await expect(input).toHaveAttribute('placeholder', t('institution.placeholder'));
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};
export const AtRestZhCN = inLocale(AtRest, 'zh-CN');
export const AtRestZhTW = inLocale(AtRest, 'zh-TW');

/** With a hint and an error, as the page passes them: the same Field as InstitutionSearch. */
export const WithHintAndError: Story = {
  args: { hint: 'Choose it from the list', error: 'Please choose your school from the list', required: true },
  play: async ({ canvas, globals }) => {
    const t = storyText(institutionMessages, globals);
    const input = canvas.getByRole('textbox', { name: new RegExp(t('institution.label')) });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Choose it from the list/);
  },
};

/**
 * Keyboard: Tab in, type at once. The combobox takes over while the user types: focus stays in the
 * field, no key is lost, and the text typed is searched; ArrowDown and Enter pick as usual.
 */
export const TypeBeforeItLoads: Story = {
  args: { search: fakeSchoolSearch({ schools: SCHOOLS_TW }) },
  play: async ({ canvas, args, globals }) => {
    const t = storyText(institutionMessages, globals);
    await userEvent.tab();
    await userEvent.keyboard('Univ');
    const combobox = await canvas.findByRole('combobox', { name: t('institution.label') }, { timeout: 5000 });
    await expect(combobox).toHaveFocus();
    await userEvent.keyboard('ersity of O');
    await expect(combobox).toHaveValue('University of O');
    const listbox = await canvas.findByRole('listbox', { name: t('institution.results') }, { timeout: 5000 });
    const [oxford] = matchSchools('University of O', SCHOOLS_TW);
    await waitFor(() => expect(listbox.querySelectorAll('[role=option]').length).toBeGreaterThan(0));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(oxford);
  },
};
export const TypeBeforeItLoadsZhCN = inLocale(TypeBeforeItLoads, 'zh-CN');

/** A pointer over the field fetches the combobox before the click: the field is a combobox by then. */
export const PointerOver: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(institutionMessages, globals);
    await userEvent.hover(canvas.getByRole('textbox', { name: t('institution.label') }));
    const combobox = await canvas.findByRole('combobox', { name: t('institution.label') }, { timeout: 5000 });
    await expect(combobox).not.toHaveFocus();
  },
};
