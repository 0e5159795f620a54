import type { Preview } from '@storybook/react-vite';
import { EduPayProvider } from '../packages/ui/src/provider/EduPayProvider';
import './preview.css';

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Interface language of the kit',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'zh-CN', title: '简体中文' },
          { value: 'en', title: 'English' },
          { value: 'zh-TW', title: '繁體中文' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Design tokens: EduPay or a partner re-brand (CSS variables only)',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'edupay', title: 'EduPay' },
          { value: 'partner', title: 'Partner' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', theme: 'edupay' },
  decorators: [
    (Story, context) => (
      <EduPayProvider
        locale={context.globals.locale as string}
        className={context.globals.theme === 'partner' ? 'edupay-theme-partner p-4' : 'p-4'}
      >
        <Story />
      </EduPayProvider>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    // An axe violation fails the story's test.
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
