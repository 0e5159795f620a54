// Size budgets of the published packages, min+gzip, React excluded (a peer dependency).
// Run by `npm test` (npm run size) after the build; the figures are in the issue notes.
//
// Where the kit's weight goes (all primitives, measured 2026-11-22): Radix Dialog + Tabs and their
// shared internals ~17 KB, tailwind-merge ~8 KB (cn(): a consumer's className beats our defaults),
// the formatjs runtime ~5 KB (messages ship precompiled, without the ICU parser), our own code ~10 KB.
const external = ['react', 'react-dom', 'react/jsx-runtime'];
const primitives = ['EduPayProvider', 'Button', 'Field', 'TextField', 'PasswordField', 'PhoneField', 'Select', 'Checkbox', 'RadioGroup', 'Dialog', 'DialogContent', 'DialogTitle', 'Tabs', 'TabsList', 'TabsTrigger', 'TabsContent', 'useToast', 'CountdownButton', 'Money', 'Pagination', 'Steps', 'EmptyState', 'Spinner', 'Alert'];
const kit = (name, importSpec, limit) => ({ name: `@edupay/ui: ${name}`, path: 'packages/ui/dist/index.js', import: importSpec, ignore: external, gzip: true, limit });
const forms = (name, importSpec, limit, path = 'packages/forms/dist/index.js') => ({ name: `@edupay/forms: ${name}`, path, import: importSpec, ignore: external, gzip: true, limit });

module.exports = [
  kit('all primitives', `{ ${primitives.join(', ')} }`, '46 KB'),
  kit('Button', '{ EduPayProvider, Button }', '19 KB'),
  kit('form fields', '{ EduPayProvider, TextField, PasswordField, PhoneField, Select, Checkbox, RadioGroup }', '21.5 KB'),
  kit('Dialog', '{ EduPayProvider, Dialog, DialogContent, DialogTitle }', '33.5 KB'),
  kit('Money', '{ EduPayProvider, Money }', '20 KB'),
  kit('LoginSteps', '{ EduPayProvider, LoginSteps }', '77 KB'),
  kit('SmsLoginStep', '{ EduPayProvider, SmsLoginStep }', '62 KB'),
  kit('PasswordLoginStep', '{ EduPayProvider, PasswordLoginStep }', '60 KB'),
  kit('ScanLoginStep', '{ EduPayProvider, ScanLoginStep }', '35 KB'),
  kit('EmailStep', '{ EduPayProvider, EmailStep }', '58.5 KB'),
  kit('ForgotByPhoneStep', '{ EduPayProvider, ForgotByPhoneStep }', '62 KB'),
  kit('ResetPasswordStep', '{ EduPayProvider, ResetPasswordStep }', '59 KB'),
  kit('ChangePasswordStep', '{ EduPayProvider, ChangePasswordStep }', '59 KB'),
  kit('ForgotByEmailStep', '{ EduPayProvider, ForgotByEmailStep }', '60 KB'),
  kit('CreatePasswordStep', '{ EduPayProvider, CreatePasswordStep }', '59 KB'),
  kit('ImageCaptchaField', '{ EduPayProvider, ImageCaptchaField }', '55.5 KB'),
  kit('SliderCaptcha', '{ EduPayProvider, SliderCaptcha }', '24.5 KB'),
  kit('RegistrationForm', '{ EduPayProvider, RegistrationForm }', '107 KB'),
  kit('AssignManagerDialog', '{ EduPayProvider, AssignManagerDialog }', '38 KB'),
  kit('InstitutionSearch', '{ EduPayProvider, InstitutionSearch }', '66 KB'),
  kit('UploadTabs', '{ EduPayProvider, UploadTabs }', '90 KB'),
  kit('PaymentMethodTable', '{ EduPayProvider, PaymentMethodTable }', '58 KB'),
  kit('SignatureModal', '{ EduPayProvider, SignatureModal }', '49 KB'),
  // pdf.js is a lazy chunk (import('pdfjs-dist') in loadPdfjs.ts): ignoring it measures what every page with a PdfPager loads first.
  { ...kit('PdfPager (pdf.js excluded)', '{ EduPayProvider, PdfPager }', '32 KB'), ignore: [...external, 'pdfjs-dist'] },
  // size-limit inlines dynamic imports, so this is the main chunk plus the lazy pdf.js chunk.
  kit('PdfPager with its lazy pdf.js chunk', '{ EduPayProvider, PdfPager }', '158 KB'),
  { name: '@edupay/ui: styles.css', path: 'packages/ui/dist/styles.css', gzip: true, limit: '8 KB' },
  forms('validators', '{ validators, formatError }', '32 KB'),
  forms('useForm', '{ useForm }', '31 KB', 'packages/forms/dist/react/index.js'),
];
