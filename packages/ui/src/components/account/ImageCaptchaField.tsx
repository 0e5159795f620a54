import { useState, type ComponentProps, type ReactNode } from 'react';
import { forgotPasswordEmailSchema, formatError, validateField } from '@edupay/forms';
import { cn } from '../../lib/cn';
import { useControllableState } from '../../lib/useControllableState';
import { useInBrowser } from '../../lib/useInBrowser';
import { useEduPay } from '../../provider/useEduPay';
import { useDomainText } from '../../i18n/useDomainText';
import { loginMessages } from './loginMessages';
import { Field, getControlProps } from '../../primitives/Field';
import { inputClassName } from '../../primitives/inputStyles';

export interface ImageCaptchaFieldProps extends Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type'
> {
  /** Default t('imageCaptcha.label'). */
  label?: ReactNode;
  hint?: ReactNode;
  /** An error from the parent (its form or the server); shown instead of the field's own check. */
  error?: ReactNode;
  /**
   * Builds the image URL; called once mounted and on every refresh, e.g.
   * `() => '/api/other/check_captcha?r=' + Math.random()`. Takes precedence over `imageSrc`. Called in the browser
   * only: markup rendered on a server or prerendered carries no image (a URL made there would be the same for
   * every visitor, and the image's answer is what stores the code in the visitor's session).
   */
  getImageUrl?: () => string;
  /** A fixed image URL (the parent changes it to refresh). */
  imageSrc?: string;
  /** Called when the user asks for a new image (after `getImageUrl` made one). */
  onRefresh?: () => void;
  /** Change this number to show a new image from the parent (e.g. after a failed submit). */
  refreshKey?: number;
  /** Controlled code; pair with `onChange`. */
  value?: string;
  defaultValue?: string;
  /** Receives the new text. */
  onChange?: (value: string) => void;
  className?: string;
}

// The rule of the login schemas: required and exactly 4 digits.
// Built on first use: a property read at module level would keep @edupay/forms in every kit bundle.
let captchaSchema: { captcha: typeof forgotPasswordEmailSchema.captcha } | undefined;
const getCaptchaSchema = () => (captchaSchema ??= { captcha: forgotPasswordEmailSchema.captcha });

/**
 * An image captcha: the 4 digits to type, a button for a new image, and the input. It checks
 * itself with the forms package's captcha rule (on blur, then on every input once wrong); an
 * `error` from the parent wins.
 */
export function ImageCaptchaField({
  label,
  hint,
  error,
  getImageUrl,
  imageSrc,
  onRefresh,
  refreshKey = 0,
  value,
  defaultValue = '',
  onChange,
  onBlur,
  required = true,
  disabled,
  id,
  className,
  ...props
}: ImageCaptchaFieldProps) {
  const { locale } = useEduPay();
  const t = useDomainText(loginMessages);
  const [text, setText] = useControllableState(value, defaultValue, onChange);
  const [ownError, setOwnError] = useState<string | null>(null);
  const [clicks, setClicks] = useState(0);
  // A new URL per refresh (user's or parent's); kept in state so a re-render does not fetch again. Made in the
  // browser only: the server's (or the prerender's) markup and the render that hydrates it have no image.
  const inBrowser = useInBrowser();
  const generation = inBrowser ? `${refreshKey}:${clicks}` : 'server';
  const makeSrc = () => (inBrowser && getImageUrl ? getImageUrl() : '');
  const [image, setImage] = useState(() => ({ generation, src: makeSrc() }));
  if (image.generation !== generation) setImage({ generation, src: makeSrc() });
  const src = (getImageUrl ? image.src : imageSrc) || undefined;

  const check = (next: string) => {
    const result = validateField(getCaptchaSchema(), 'captcha', { captcha: next });
    return result ? formatError(result, locale) : null;
  };
  const shown = error ?? ownError;

  return (
    <Field
      label={label ?? t('imageCaptcha.label')}
      hint={hint}
      error={shown}
      required={required}
      id={id}
      className={className}
    >
      {(ids) => (
        <div data-slot="image-captcha" className="flex items-center gap-2">
          <input
            data-slot="image-captcha-input"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            value={text}
            disabled={disabled}
            onChange={(event) => {
              setText(event.target.value);
              if (ownError) setOwnError(check(event.target.value));
            }}
            onBlur={(event) => {
              if (event.target.value !== '' || ownError) setOwnError(check(event.target.value));
              onBlur?.(event);
            }}
            className={inputClassName(Boolean(shown), 'min-w-0 flex-1')}
            {...getControlProps(ids, { error: shown, required })}
            {...props}
          />
          <img
            data-slot="image-captcha-image"
            src={src}
            alt={t('imageCaptcha.image')}
            width={100}
            height={40}
            className="h-10 w-[100px] shrink-0 rounded-sm border border-line bg-surface-muted object-cover"
          />
          <button
            data-slot="image-captcha-refresh"
            type="button"
            aria-label={t('imageCaptcha.refresh')}
            disabled={disabled}
            onClick={() => {
              setClicks((n) => n + 1);
              onRefresh?.();
            }}
            className={cn(
              'inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-md border border-line-strong bg-surface text-fg hover:bg-surface-muted',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-50',
            )}
          >
            <svg
              aria-hidden="true"
              focusable="false"
              viewBox="0 0 20 20"
              width="18"
              height="18"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.75"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M16 10a6 6 0 1 1-1.76-4.24M16 3.5v3h-3" />
            </svg>
          </button>
        </div>
      )}
    </Field>
  );
}
