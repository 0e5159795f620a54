// Size budgets of the published packages, min+gzip, React excluded (a peer dependency).
// Run by `npm test` (npm run size) after the build; the figures are in the issue notes.
// Budgets only go down: each is the last measured size plus about 1.5% (2026-11-24, kit groundwork).
// 2026-11-24 (stop 14, issue 13 item 7): every entry that validates dropped 7-9 KB, below its budget of before
// the order rules came (e.g. SmsLoginStep 63.29 -> 54.84 KB, RegistrationForm 107.28 -> 100.62, validators
// 33.8 -> 26.8): @edupay/forms now ships its catalogue as ICU ASTs (scripts/precompiled-messages.ts, as the kit
// already did), so a consumer no longer bundles the formatjs parser and a second copy of intl-messageformat.
//
// 2026-11-24, issue 15 item 5: PayeeAccountCard and OrderForm measured at 19.55 and 80.02 KB (OrderForm carries
// the order schema of @edupay/forms and its three-language catalogue).
//
// 2026-11-24, stop 13: styles.css measured 5.36 KB (from 5.17) after six new components (QuoteSummary,
// TransferInstructions, QrPaymentStatus, OrderProgress, OrderCard, InstallmentSchedule) and PdfPager's page text:
// one stylesheet serves every component, so new components' utility classes land in it. Budget 5.45 KB.
//
// Where the kit's weight goes (all primitives, measured 2026-11-22): Radix Dialog + Tabs and their
// shared internals ~17 KB, tailwind-merge ~8 KB (cn(): a consumer's className beats our defaults),
// the formatjs runtime ~5 KB (messages ship precompiled, without the ICU parser), our own code ~10 KB.
const external = ['react', 'react-dom', 'react/jsx-runtime'];
const primitives = ['EduPayProvider', 'Button', 'Field', 'TextField', 'PasswordField', 'PhoneField', 'Select', 'Checkbox', 'RadioGroup', 'Dialog', 'DialogContent', 'DialogTitle', 'Tabs', 'TabsList', 'TabsTrigger', 'TabsContent', 'useToast', 'CountdownButton', 'Money', 'Pagination', 'Steps', 'EmptyState', 'Spinner', 'Alert'];
const kit = (name, importSpec, limit) => ({ name: `@edupay/ui: ${name}`, path: 'packages/ui/dist/index.js', import: importSpec, ignore: external, gzip: true, limit });
const forms = (name, importSpec, limit, path = 'packages/forms/dist/index.js') => ({ name: `@edupay/forms: ${name}`, path, import: importSpec, ignore: external, gzip: true, limit });

module.exports = [
  kit('all primitives', `{ ${primitives.join(', ')} }`, '45.2 KB'),
  kit('Button', '{ EduPayProvider, Button }', '18.9 KB'),
  kit('form fields', '{ EduPayProvider, TextField, PasswordField, PhoneField, Select, Checkbox, RadioGroup }', '21.3 KB'),
  kit('Dialog', '{ EduPayProvider, Dialog, DialogContent, DialogTitle }', '32.9 KB'),
  kit('Money', '{ EduPayProvider, Money }', '19.6 KB'),
  kit('LoginSteps', '{ EduPayProvider, LoginSteps }', '70.8 KB'),
  kit('SmsLoginStep', '{ EduPayProvider, SmsLoginStep }', '55.7 KB'),
  kit('PasswordLoginStep', '{ EduPayProvider, PasswordLoginStep }', '54.9 KB'),
  kit('ScanLoginStep', '{ EduPayProvider, ScanLoginStep }', '34.7 KB'),
  kit('EmailStep', '{ EduPayProvider, EmailStep }', '52.2 KB'),
  kit('ForgotByPhoneStep', '{ EduPayProvider, ForgotByPhoneStep }', '55.6 KB'),
  kit('ResetPasswordStep', '{ EduPayProvider, ResetPasswordStep }', '52.7 KB'),
  kit('ChangePasswordStep', '{ EduPayProvider, ChangePasswordStep }', '52.7 KB'),
  kit('ForgotByEmailStep', '{ EduPayProvider, ForgotByEmailStep }', '53.4 KB'),
  kit('CreatePasswordStep', '{ EduPayProvider, CreatePasswordStep }', '52.7 KB'),
  kit('ImageCaptchaField', '{ EduPayProvider, ImageCaptchaField }', '48.5 KB'),
  kit('SliderCaptcha', '{ EduPayProvider, SliderCaptcha }', '24.5 KB'),
  kit('RegistrationForm', '{ EduPayProvider, RegistrationForm }', '102.2 KB'),
  kit('AssignManagerDialog', '{ EduPayProvider, AssignManagerDialog }', '36.9 KB'),
  kit('InstitutionSearch', '{ EduPayProvider, InstitutionSearch }', '63.9 KB'),
  kit('UploadTabs', '{ EduPayProvider, UploadTabs }', '82.6 KB'),
  kit('PaymentMethodTable', '{ EduPayProvider, PaymentMethodTable }', '51.0 KB'),
  kit('PayeeAccountCard', '{ EduPayProvider, PayeeAccountCard }', '19.9 KB'),
  kit('OrderForm', '{ EduPayProvider, OrderForm }', '72.9 KB'),
  kit('SignatureModal', '{ EduPayProvider, SignatureModal }', '48.1 KB'),
  // pdf.js is a lazy chunk (import('pdfjs-dist') in loadPdfjs.ts): ignoring it measures what every page with a PdfPager loads first.
  { ...kit('PdfPager (pdf.js excluded)', '{ EduPayProvider, PdfPager }', '31.7 KB'), ignore: [...external, 'pdfjs-dist'] },
  // size-limit inlines dynamic imports, so this is the main chunk plus the lazy pdf.js chunk.
  kit('PdfPager with its lazy pdf.js chunk', '{ EduPayProvider, PdfPager }', '153 KB'),
  { name: '@edupay/ui: styles.css', path: 'packages/ui/dist/styles.css', gzip: true, limit: '5.45 KB' },
  forms('validators', '{ validators, formatError }', '27.3 KB'),
  forms('useForm', '{ useForm }', '24.6 KB', 'packages/forms/dist/react/index.js'),
];
