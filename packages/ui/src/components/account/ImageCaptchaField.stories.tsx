import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { inLocale, storyText } from '../../stories/storyLocale';
import { ImageCaptchaField } from './ImageCaptchaField';
import { loginMessages } from './loginMessages';
import { captchaImages, containing, failure, formsText, serverText } from './loginFixtures';

const images = captchaImages();

const meta = {
  title: 'Components/Account/ImageCaptchaField',
  component: ImageCaptchaField,
  args: { getImageUrl: fn(images.next), onChange: fn(), onRefresh: fn() },
  beforeEach: () => images.reset(),
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
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

const text = (globals: Record<string, unknown>) => storyText(loginMessages, globals);

export const Idle: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = text(globals);
    await expect(canvas.getByRole('img', { name: t('imageCaptcha.image') })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('imageCaptcha.refresh') })).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: containing(t('imageCaptcha.label')) })).toHaveFocus();
    await userEvent.keyboard('4827');
    await expect(args.onChange).toHaveBeenLastCalledWith('4827');
  },
};
export const IdleZhCN = inLocale(Idle, 'zh-CN');
export const IdleZhTW = inLocale(Idle, 'zh-TW');

export const RefreshByKeyboard: Story = {
  play: async ({ canvas, args, globals }) => {
    const image = canvas.getByRole('img');
    const first = image.getAttribute('src');
    await userEvent.tab();
    await userEvent.tab();
    const refresh = canvas.getByRole('button', { name: text(globals)('imageCaptcha.refresh') });
    await expect(refresh).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('img').getAttribute('src')).not.toBe(first);
    await expect(args.getImageUrl).toHaveBeenCalledTimes(2);
    await userEvent.keyboard(' ');
    await expect(args.onRefresh).toHaveBeenCalledTimes(2);
  },
};
export const RefreshByKeyboardZhCN = inLocale(RefreshByKeyboard, 'zh-CN');

/** Three characters, one of them a letter: the captcha rule wants exactly 4 digits. */
export const InvalidCode: Story = {
  play: async ({ canvas, globals }) => {
    await userEvent.tab();
    await userEvent.keyboard('48a');
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: containing(text(globals)('imageCaptcha.label')) });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(formsText(globals)('captcha'));
    // Eager: fixed as soon as the value is right.
    input.focus();
    await userEvent.keyboard('{Backspace}27');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};
export const InvalidCodeZhCN = inLocale(InvalidCode, 'zh-CN');
export const InvalidCodeZhTW = inLocale(InvalidCode, 'zh-TW');

/** The parent's `error` (the send answered "image code needed or wrong") wins over the field's own check. */
export const ServerError: Story = {
  args: { error: failure(400, 'imageCodeWrong').message, defaultValue: '1111' },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('textbox', { name: containing(text(globals)('imageCaptcha.label')) }),
    ).toHaveAccessibleDescription(serverText(globals)('imageCodeWrong'));
  },
};
export const ServerErrorZhCN = inLocale(ServerError, 'zh-CN', {
  error: failure(400, 'imageCodeWrong', 'zh-CN').message,
});
