import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ImageCaptchaField } from './ImageCaptchaField';
import { captchaImages } from './loginFixtures';

const images = captchaImages();

const meta = {
  title: 'Components/Account/ImageCaptchaField',
  component: ImageCaptchaField,
  args: { getImageUrl: fn(images.next), onChange: fn(), onRefresh: fn() },
  beforeEach: () => images.reset(),
  decorators: [(Story) => <div className="max-w-sm"><Story /></div>],
  parameters: {
    docs: {
      description: {
        component:
          'The image captcha of "forgot password by e-mail": the image, a refresh button ("Show a new image code", keyboard operable) and a 4-digit input. `getImageUrl()` is called on mount and for each new image (e.g. `/api/other/check_captcha?r=<random>`); or pass a fixed `imageSrc`. `refreshKey` lets the parent ask for a new image (after a submit, as a captcha is single-use). The code is controlled (`value` + `onChange(text)`) or not (`defaultValue`). It checks itself with @edupay/forms\' captcha rule (required, exactly 4 digits) on blur and then on every input; an `error` from the parent wins. No callback is awaited.',
      },
    },
  },
} satisfies Meta<typeof ImageCaptchaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('img', { name: 'Image code: type the 4 digits shown' })).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /Image code/ })).toHaveFocus();
    await userEvent.keyboard('4827');
    await expect(args.onChange).toHaveBeenLastCalledWith('4827');
  },
};

export const IdleChinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /图形验证码/ })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '换一张图形验证码' })).toBeInTheDocument();
  },
};

export const IdleTraditional: Story = {
  globals: { locale: 'zh-TW' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /圖形驗證碼/ })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '換一張圖形驗證碼' })).toBeInTheDocument();
  },
};

export const RefreshByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const image = canvas.getByRole('img');
    const first = image.getAttribute('src');
    await userEvent.tab();
    await userEvent.tab();
    const refresh = canvas.getByRole('button', { name: 'Show a new image code' });
    await expect(refresh).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('img').getAttribute('src')).not.toBe(first);
    await expect(args.getImageUrl).toHaveBeenCalledTimes(2);
    await userEvent.keyboard(' ');
    await expect(args.onRefresh).toHaveBeenCalledTimes(2);
  },
};

export const InvalidCode: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('48a');
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: /Image code/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Verification code error');
    // Eager: fixed as soon as the value is right.
    input.focus();
    await userEvent.keyboard('{Backspace}27');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const TooShortChinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('48');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /图形验证码/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ServerError: Story = {
  args: { error: 'Image code needed or wrong', defaultValue: '1111' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Image code/ })).toHaveAccessibleDescription('Image code needed or wrong');
  },
};
