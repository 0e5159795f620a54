// @edupay/ui public API. Layers: tokens -> primitives -> components (by domain).
export { cn } from './lib/cn';
export { useControllableState } from './lib/useControllableState';
export { locales, resolveLocale, type Locale } from './i18n/locale';
export { messages, type MessageId, type Messages } from './i18n/messages';
export { themeToStyle, type EduPayTheme, type TokenName } from './tokens/theme';
export { EduPayProvider, type EduPayProviderProps } from './provider/EduPayProvider';
export { useEduPay } from './provider/useEduPay';

export { Button, buttonVariants, type ButtonProps } from './primitives/Button';
export { Field, getControlProps, type FieldProps, type FieldIds } from './primitives/Field';
export { TextField, type TextFieldProps } from './primitives/TextField';
export { Spinner, type SpinnerProps } from './primitives/Spinner';
export { ToastProvider, useToast, TOAST_DEFAULT_DURATION, type ToastApi, type ToastOptions, type ToastTone } from './primitives/Toast';
