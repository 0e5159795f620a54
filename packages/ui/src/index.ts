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
export { PasswordField, type PasswordFieldProps } from './primitives/PasswordField';
export { PhoneField, type PhoneFieldProps, type PhoneCode, type PhoneValue } from './primitives/PhoneField';
export { Select, type SelectProps, type SelectOption } from './primitives/Select';
export { Checkbox, type CheckboxProps } from './primitives/Checkbox';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './primitives/RadioGroup';
export { Spinner, type SpinnerProps } from './primitives/Spinner';
export { Dialog, DialogTrigger, DialogContent, DialogHeader, DialogFooter, DialogTitle, DialogDescription, DialogClose, dialogContentVariants, type DialogContentProps } from './primitives/Dialog';
export { Tabs, TabsList, TabsTrigger, TabsContent } from './primitives/Tabs';
export { Alert, alertVariants, type AlertProps } from './primitives/Alert';
export { EmptyState, type EmptyStateProps } from './primitives/EmptyState';
export { ToastProvider, useToast, TOAST_DEFAULT_DURATION, type ToastApi, type ToastOptions, type ToastTone } from './primitives/Toast';
export { CountdownButton, COUNTDOWN_DEFAULT_SECONDS, remainingSeconds, type CountdownButtonProps, type CountdownStorage } from './primitives/CountdownButton';
export { Money, type MoneyProps } from './primitives/Money';
export { formatMoney, currencyExponent, minorToDecimal, MoneyFormatError, type CurrencyDisplay, type FormatMoneyOptions, type FormattedMoney, type MoneyAmount } from './lib/formatMoney';
export { Pagination, PAGINATION_DEFAULT_PAGE_SIZE, type PaginationProps } from './primitives/Pagination';
export { pageRange, pageCount, type PageRangeItem } from './lib/pageRange';
export { Steps, type StepsProps, type StepItem, type StepState } from './primitives/Steps';

export { UploadTabs, type UploadTabsProps } from './components/documents/UploadTabs';
export type { UploadedFile, PastFile, UploadContext, UploadTab, UploadKind, UploadApiResult, UploadOutcome, DeleteOutcome } from './components/documents/uploadTypes';
export { PaymentMethodTable, type PaymentMethodTableProps } from './components/payment/PaymentMethodTable';
export { EMPTY_PAYMENT_SELECTION, type PaymentMethod, type Coupon, type MoneyValue, type PaymentSelection } from './components/payment/paymentTypes';
export { isCouponExpired } from './components/payment/couponExpiry';
export { INSTALLMENT_MAX } from './components/payment/InstallmentField';
