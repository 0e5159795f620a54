// @edupay/ui public API. Layers: tokens -> primitives -> components (by domain).
export { cn } from './lib/cn';
export { useControllableState } from './lib/useControllableState';
export { useScanningPhone, SCANNING_PHONE_QUERY } from './lib/useScanningPhone';
export { locales, resolveLocale, type Locale } from './i18n/locale';
export { messages, type MessageId, type Messages } from './i18n/messages';
export { createMessageFormatter, type MessageValues } from './i18n/messageFormatter';
export { themeToStyle, type EduPayTheme, type TokenName } from './tokens/theme';
export { EduPayProvider, type EduPayProviderProps } from './provider/EduPayProvider';
export { useEduPay } from './provider/useEduPay';
export { useAnnounce } from './provider/useAnnounce';
export type { Announce, Politeness } from './provider/announceContext';
// The wire contract's one envelope type; callbacks answer with it and the kit judges it with the contract's outcome().
export type { ApiResult, Outcome } from '@edupay/forms/contract';

export { Button, buttonVariants, type ButtonProps } from './primitives/Button';
export { Field, getControlProps, type FieldProps, type FieldIds } from './primitives/Field';
export { TextField, type TextFieldProps } from './primitives/TextField';
export { PasswordField, type PasswordFieldProps } from './primitives/PasswordField';
export { PhoneField, type PhoneFieldProps, type PhoneCode, type PhoneValue } from './primitives/PhoneField';
export { Select, type SelectProps, type SelectOption } from './primitives/Select';
export { Checkbox, type CheckboxProps } from './primitives/Checkbox';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './primitives/RadioGroup';
export { Spinner, type SpinnerProps } from './primitives/Spinner';
export {
  Dialog,
  DialogTrigger,
  DialogContent,
  DialogHeader,
  DialogFooter,
  DialogTitle,
  DialogDescription,
  DialogClose,
  dialogContentVariants,
  type DialogContentProps,
} from './primitives/Dialog';
export { Tabs, TabsList, TabsTrigger, TabsContent } from './primitives/Tabs';
export { Alert, alertVariants, type AlertProps } from './primitives/Alert';
export { EmptyState, type EmptyStateProps } from './primitives/EmptyState';
export {
  ToastProvider,
  useToast,
  TOAST_DEFAULT_DURATION,
  type ToastApi,
  type ToastOptions,
  type ToastTone,
} from './primitives/Toast';
export {
  CountdownButton,
  COUNTDOWN_DEFAULT_SECONDS,
  remainingSeconds,
  type CountdownButtonProps,
  type CountdownStorage,
} from './primitives/CountdownButton';
export { Money, type MoneyProps } from './primitives/Money';
export {
  formatMoney,
  currencyExponent,
  minorToDecimal,
  MoneyFormatError,
  type CurrencyDisplay,
  type FormatMoneyOptions,
  type FormattedMoney,
  type MoneyAmount,
} from './lib/formatMoney';
export { Pagination, PAGINATION_DEFAULT_PAGE_SIZE, type PaginationProps } from './primitives/Pagination';
export { pageRange, pageCount, type PageRangeItem } from './lib/pageRange';
export { Steps, type StepsProps, type StepItem, type StepState } from './primitives/Steps';

export { SignatureModal, type SignatureModalProps, type SignatureMode } from './components/signature/SignatureModal';
export {
  SignaturePad,
  SIGNATURE_WIDTH,
  SIGNATURE_HEIGHT,
  SIGNATURE_LINE_WIDTH,
  SIGNATURE_PEN_COLOR,
  type SignaturePadProps,
  type SignaturePadHandle,
} from './components/signature/SignaturePad';
export {
  TypedSignature,
  renderTypedSignature,
  SIGNATURE_SCRIPT_FONTS,
  type TypedSignatureProps,
} from './components/signature/TypedSignature';
export { UploadTabs, type UploadTabsProps } from './components/documents/UploadTabs';
export type {
  UploadedFile,
  PastFile,
  UploadContext,
  UploadTab,
  UploadKind,
  UploadOutcome,
  DeleteOutcome,
} from './components/documents/uploadTypes';
export { LoginSteps, type LoginStepsProps } from './components/account/LoginSteps';
export { SmsLoginStep, type SmsLoginStepProps } from './components/account/SmsLoginStep';
export { PasswordLoginStep, type PasswordLoginStepProps } from './components/account/PasswordLoginStep';
export { ScanLoginStep, type ScanLoginStepProps, type ScanLoginState } from './components/account/ScanLoginStep';
export { EmailStep, type EmailStepProps } from './components/account/EmailStep';
export { ForgotByPhoneStep, type ForgotByPhoneStepProps } from './components/account/ForgotByPhoneStep';
export { ResetPasswordStep, type ResetPasswordStepProps } from './components/account/ResetPasswordStep';
export { ChangePasswordStep, type ChangePasswordStepProps } from './components/account/ChangePasswordStep';
export { ForgotByEmailStep, type ForgotByEmailStepProps } from './components/account/ForgotByEmailStep';
export { CreatePasswordStep, type CreatePasswordStepProps } from './components/account/CreatePasswordStep';
export { ImageCaptchaField, type ImageCaptchaFieldProps } from './components/account/ImageCaptchaField';
export {
  SliderCaptcha,
  type SliderCaptchaProps,
  type SliderCaptchaState,
  type SliderVerifyRequest,
} from './components/account/SliderCaptcha';
export { LOGIN_STEPS, EMPTY_LOGIN_VALUE } from './components/account/loginTypes';
export type {
  LoginStepId,
  LoginAccountType,
  LoginFormValue,
  PhonePayload,
  SmsLoginPayload,
  PasswordLoginPayload,
  LoginPayload,
  EmailPayload,
  ResetEmailPayload,
  ResetTicket,
  ResetPasswordPayload,
  ChangePasswordPayload,
  CreatePasswordPayload,
  SliderVerifyPayload,
  UserInfo,
  LoginResult,
  ScanTicket,
  ScanPollResult,
  SliderPuzzle,
} from './components/account/loginTypes';
export {
  InstitutionSearch,
  INSTITUTION_LIST_HIDE_DELAY_MS,
  type InstitutionSearchProps,
} from './components/institution/InstitutionSearch';
export {
  DeferredInstitutionSearch,
  type DeferredInstitutionSearchProps,
} from './components/institution/DeferredInstitutionSearch';
export { type SchoolResult, schoolLabel, chineseName, flagEmoji } from './components/institution/schoolResult';
export {
  createSearchThrottle,
  SEARCH_THROTTLE_MS,
  type SearchThrottle,
  type SearchThrottleOptions,
  type ThrottleClock,
} from './components/institution/searchThrottle';
export {
  addToHistory,
  readHistory,
  writeHistory,
  createMemoryStorage,
  SEARCH_HISTORY_KEY,
  SEARCH_HISTORY_LIMIT,
  type HistoryStorage,
} from './components/institution/searchHistory';
export { PaymentMethodTable, type PaymentMethodTableProps } from './components/payment/PaymentMethodTable';
export { QuoteSummary, type QuoteSummaryProps } from './components/payment/QuoteSummary';
export {
  useQuoteCountdown,
  countdownText,
  secondsUntil,
  type QuoteCountdown,
} from './components/payment/useQuoteCountdown';
export { TransferInstructions, type TransferInstructionsProps } from './components/payment/TransferInstructions';
export { QrPaymentStatus, type QrPaymentStatusProps, type QrPaymentState } from './components/payment/QrPaymentStatus';
export {
  FaceVerificationStatus,
  type FaceVerificationStatusProps,
  type FaceVerificationState,
  type FaceFailureReason,
} from './components/identity/FaceVerificationStatus';
export {
  EMPTY_PAYMENT_SELECTION,
  type PaymentMethod,
  type Coupon,
  type MoneyValue,
  type PaymentSelection,
  type Quote,
  type QuoteChangeReason,
  type QuoteLine,
  type QuotePriceChange,
  type TransferDetails,
} from './components/payment/paymentTypes';
export { isCouponExpired } from './components/payment/couponExpiry';
export { INSTALLMENT_MAX, InstallmentField, type InstallmentFieldProps } from './components/payment/InstallmentField';
export { PdfPager, type PdfPagerProps, type PdfDocumentSource } from './components/documents/PdfPager';
export { configurePdfWorker, type PdfWorkerConfig } from './components/documents/loadPdfjs';
export {
  RegistrationForm,
  type RegistrationFormProps,
  type RegistrationFormValue,
  type RegistrationPayload,
  type RegistrationResponse,
  type RegisterRole,
  type RegistrationCountry,
  type StudyStage,
} from './components/account/RegistrationForm';
export {
  useRegistrationForm,
  type RegistrationTextProps,
  type RegistrationChoiceProps,
  type RegistrationPhoneProps,
} from './components/account/useRegistrationForm';
export { buildRegistrationPayload, type RegistrationContext } from './components/account/registrationPayload';
export { AssignManagerDialog, type AssignManagerDialogProps } from './components/account/AssignManagerDialog';

export { PayeeAccountCard, type PayeeAccountCardProps } from './components/order/PayeeAccountCard';
export {
  PayeeEntryFields,
  type PayeeEntryFieldsProps,
  type PayeeEntryFieldProps,
  type PayeeEntryFieldName,
  type RoutingFieldsState,
} from './components/order/PayeeEntryFields';
export { OrderForm, type OrderFormProps } from './components/order/OrderForm';
export { OrderConfirmDialog, type OrderConfirmDialogProps } from './components/order/OrderConfirmDialog';
export { PaymentInfoSection, type PaymentInfoSectionProps } from './components/order/PaymentInfoSection';
export { StudentInfoSection, type StudentInfoSectionProps } from './components/order/StudentInfoSection';
export { PayerInfoSection, type PayerInfoSectionProps } from './components/order/PayerInfoSection';
export { useOrderForm, orderPayload, payeeValues, type OrderFormState } from './components/order/useOrderForm';
export { orderMessages } from './components/order/orderMessages';
export { orderHelpMessages } from './components/order/orderHelpMessages';
export { PaymentEstimateLine, type PaymentEstimateLineProps } from './components/order/PaymentEstimateLine';
export {
  usePaymentEstimate,
  ESTIMATE_DELAY_MS,
  type EstimatePayment,
  type PaymentEstimateState,
} from './components/order/usePaymentEstimate';
export { PaymentReferenceSample, type PaymentReferenceSampleProps } from './components/order/PaymentReferenceSample';
export { PointsRulesDialog, type PointsRulesDialogProps } from './components/order/PointsRulesDialog';
export { OrderAgreementDialog, type OrderAgreementDialogProps } from './components/order/OrderAgreementDialog';
export {
  ExclusiveBenefitsSection,
  type ExclusiveBenefitsSectionProps,
} from './components/order/ExclusiveBenefitsSection';
export { payeeMessages } from './components/order/payeeMessages';
export { OrderProgress, type OrderProgressProps } from './components/lifecycle/OrderProgress';
export { useOrderProgress, type ProgressStep } from './components/lifecycle/useOrderProgress';
export { progressMessages } from './components/lifecycle/progressMessages';
export { OrderCard, type OrderCardProps } from './components/lifecycle/OrderCard';
export { useOrderCard } from './components/lifecycle/useOrderCard';
export { cardMessages } from './components/lifecycle/cardMessages';
export { InstallmentSchedule, type InstallmentScheduleProps } from './components/lifecycle/InstallmentSchedule';
export { useInstallmentSchedule } from './components/lifecycle/useInstallmentSchedule';
export { installmentMessages } from './components/lifecycle/installmentMessages';
export type {
  OrderStage,
  StageState,
  StageProgress,
  OrderResult,
  NextStep,
  OrderListRow,
} from './components/lifecycle/lifecycleTypes';
export type {
  OrderFieldRule,
  OrderFormValue,
  OrderInfo,
  OrderPayload,
  OrderPlaced,
  OrderSubmitState,
  PayeeAccountSummary,
  PayeePurpose,
  PinyinAnswer,
  PaymentEstimate,
  PaymentEstimateRequest,
  PointsBalance,
} from './components/order/orderTypes';
