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
// 2026-11-24, issue 15 item 5 remainders: OrderForm 72.9 -> 77.98 KB, budget raised to 79.2 KB (the one raise, for
// content the spec requires in the form): the agreement modal (payment advisory and price-change terms), the
// payment-reference sample and the points rules, in three languages (~4.3 KB gz of the 5.1), plus the estimate
// line, the Exclusive Benefits section and their hook. Emitting Chinese as UTF-8 instead of \u escapes was tried:
// 0.01 KB (gzip already packs the escapes).
//
// 2026-12-06 (stop 25, issue 19): every kit entry dropped 3-7 KB (Button 12.6 -> 9.65, OrderForm 77.98 -> 70.56,
// RegistrationForm 94.6 -> 89.47), budgets lowered to the new sizes plus 1.5%: the kit's message formatter now
// comes from @edupay/forms/icu (compileMessage) instead of the kit's own bundled copy of intl-messageformat, so
// a component that also validates no longer carries two copies. The validators rose 24 B (27.32 KB), budget
// 27.3 -> 27.4 KB: compileMessage's join of plain text and bare arguments, which spares a page's first render
// the engine's locale-data load.
//
// 2026-11-24, stop 13: styles.css measured 5.36 KB (from 5.17) after six new components (QuoteSummary,
// TransferInstructions, QrPaymentStatus, OrderProgress, OrderCard, InstallmentSchedule) and PdfPager's page text:
// one stylesheet serves every component, so new components' utility classes land in it. Budget 5.45 KB.
//
// 2026-11-24, issue 19 item 1: every JS entry dropped ~6 KB (e.g. Button 18.9 -> 12.56, all primitives 38.5):
// cn() merges classes with the kit's own mergeClasses (~2.7 KB, held to tailwind-merge by its test) instead of
// tailwind-merge (~8.4 KB). Budgets lowered to the new sizes plus about 1.5%; OrderForm, with the remainders
// above, measured 73.97 KB after both: budget 75.1 KB.
//
// 2026-12-07, issue 28: the validators measured 27.62 KB (27.4 budget) and useForm 24.66 KB (24.6): the catalogue
// gained the upload-size refusal (uploadExpanded, three languages) and the order schema money rules for
// bill_amount and rent_total. Budgets 27.8 and 24.8 KB.
//
// 2026-12-07, issue 29 item 16: every entry that validates grew 0.88-0.98 KB (validators 27.62 -> 28.55, useForm
// 24.66 -> 25.55, OrderForm 70.89 -> 71.83, SmsLoginStep 45.94 -> 46.89), so each of their budgets rises 1.0 KB: the
// IBAN rule now carries the SWIFT IBAN registry's BBAN structures (89 countries, ~0.6 KB of it; ibantools lists
// countries and formats the registry does not), the rest is the PAN serial message and the bank-code reading.
// Every kit entry that imports `validators` gets the whole catalogue (the IBAN and BIC rules with ibantools: ~5 KB),
// login steps too.
//
// Where the kit's weight goes (all primitives, measured 2026-11-22): Radix Dialog + Tabs and their
// shared internals ~17 KB, tailwind-merge ~8 KB (cn(): a consumer's className beats our defaults; since
// issue 19 mergeClasses, ~2.7 KB),
// the formatjs runtime ~5 KB (messages ship precompiled, without the ICU parser), our own code ~10 KB.
// process.getBuiltinModule: the lint forbids require(), and this config is CommonJS.
const { readdirSync, readFileSync } = process.getBuiltinModule('node:fs');
const { join } = process.getBuiltinModule('node:path');

/**
 * JavaScript of `/` as built in packages/app/dist (issue 19 item 1): the scripts a page names, the chunks they
 * import statically (what the browser fetches at once; dynamic imports such as the institution combobox wait
 * for the payer), and `lazyChunk` when given. Each file gzipped on its own, as served, React included: the
 * same sum `npm run perf:home` reports from the network.
 * - home.html: a first visit's home page, prerendered; the app loads on the first gesture (src/boot.ts).
 * - index.html with the home page's chunk: the home page once the app runs (a gesture, or a returning visitor).
 */
function firstLoad(page, lazyChunk) {
  const assets = 'packages/app/dist/assets';
  const named = [...readFileSync(`packages/app/dist/${page}`, 'utf8').matchAll(/src="\/assets\/([^"]+\.js)"/g)].map(([, file]) => file);
  const files = new Set();
  const visit = (file) => {
    if (files.has(file)) return;
    files.add(file);
    for (const [, imported] of readFileSync(join(assets, file), 'utf8').matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) visit(imported);
  };
  named.forEach(visit);
  if (lazyChunk) visit(readdirSync(assets).find((file) => lazyChunk.test(file)));
  return [...files].map((file) => join(assets, file));
}
const builtFiles = { modifyEsbuildConfig: (config) => ({ ...config, bundle: false, minify: false, format: 'esm', external: undefined }), gzip: true };

const external = ['react', 'react-dom', 'react/jsx-runtime'];
const primitives = ['EduPayProvider', 'Button', 'Field', 'TextField', 'PasswordField', 'PhoneField', 'Select', 'Checkbox', 'RadioGroup', 'Dialog', 'DialogContent', 'DialogTitle', 'Tabs', 'TabsList', 'TabsTrigger', 'TabsContent', 'useToast', 'CountdownButton', 'Money', 'Pagination', 'Steps', 'EmptyState', 'Spinner', 'Alert'];
const kit = (name, importSpec, limit) => ({ name: `@edupay/ui: ${name}`, path: 'packages/ui/dist/index.js', import: importSpec, ignore: external, gzip: true, limit });
const forms = (name, importSpec, limit, path = 'packages/forms/dist/index.js') => ({ name: `@edupay/forms: ${name}`, path, import: importSpec, ignore: external, gzip: true, limit });

module.exports = [
  // 2026-11-25 (issue 19 item 1): 115.4 kB here (size-limit's kB are 1000 bytes; its esbuild pass re-emits each
  // file unbundled) = 111.3 KiB as `npm run perf:home` counts it, from 116.4 KiB. The target, 90 KiB, is
  // not met: React and react-dom alone are 67.5 KiB gz. Budget: the measurement plus about 1.5%.
  // 2026-12-06, issue 19 item 1: a first visit's `/` loads the boot alone (1.03 KB); the app follows the first gesture.
  // Later on 2026-12-06: 1.06 KB, the boot also reads the tag of a page hydrated on load (/college_list, /not_institution).
  { name: '@edupay/app: / first load, a first visit (JS, each file gzipped)', path: firstLoad('home.html'), ...builtFiles, limit: '1.1 KB' },
  // 2026-12-07 (issue 29): 117.00 kB, 4 bytes over: the app's shell gained the skip link, the order form's wait for a
  // login (login/waitForLogin.ts) and the tab's state applied after hydration. Budget 118 KB. Issue 31 withdraws this
  // JavaScript budget altogether (it was the wrong measure); until then it still tells a growth.
  { name: '@edupay/app: / once the app runs (JS, each file gzipped)', path: firstLoad('index.html', /^HomePage-[\w-]+\.js$/), ...builtFiles, limit: '118 KB' },
  kit('all primitives', `{ ${primitives.join(', ')} }`, '36.0 KB'),
  kit('Button', '{ EduPayProvider, Button }', '9.8 KB'),
  kit('form fields', '{ EduPayProvider, TextField, PasswordField, PhoneField, Select, Checkbox, RadioGroup }', '12.2 KB'),
  kit('Dialog', '{ EduPayProvider, Dialog, DialogContent, DialogTitle }', '24.0 KB'),
  kit('Money', '{ EduPayProvider, Money }', '10.6 KB'),
  kit('LoginSteps', '{ EduPayProvider, LoginSteps }', '62.3 KB'),
  kit('SmsLoginStep', '{ EduPayProvider, SmsLoginStep }', '47.3 KB'),
  kit('PasswordLoginStep', '{ EduPayProvider, PasswordLoginStep }', '46.6 KB'),
  kit('ScanLoginStep', '{ EduPayProvider, ScanLoginStep }', '25.7 KB'),
  kit('EmailStep', '{ EduPayProvider, EmailStep }', '44.0 KB'),
  kit('ForgotByPhoneStep', '{ EduPayProvider, ForgotByPhoneStep }', '47.3 KB'),
  kit('ResetPasswordStep', '{ EduPayProvider, ResetPasswordStep }', '44.5 KB'),
  kit('ChangePasswordStep', '{ EduPayProvider, ChangePasswordStep }', '44.5 KB'),
  kit('ForgotByEmailStep', '{ EduPayProvider, ForgotByEmailStep }', '45.2 KB'),
  kit('CreatePasswordStep', '{ EduPayProvider, CreatePasswordStep }', '44.5 KB'),
  kit('ImageCaptchaField', '{ EduPayProvider, ImageCaptchaField }', '40.0 KB'),
  kit('SliderCaptcha', '{ EduPayProvider, SliderCaptcha }', '15.5 KB'),
  kit('RegistrationForm', '{ EduPayProvider, RegistrationForm }', '91.9 KB'),
  kit('AssignManagerDialog', '{ EduPayProvider, AssignManagerDialog }', '28.0 KB'),
  kit('InstitutionSearch', '{ EduPayProvider, InstitutionSearch }', '54.8 KB'),
  kit('UploadTabs', '{ EduPayProvider, UploadTabs }', '74.0 KB'),
  kit('PaymentMethodTable', '{ EduPayProvider, PaymentMethodTable }', '42.7 KB'),
  kit('PayeeAccountCard', '{ EduPayProvider, PayeeAccountCard }', '10.8 KB'),
  kit('OrderForm', '{ EduPayProvider, OrderForm }', '72.7 KB'),
  kit('SignatureModal', '{ EduPayProvider, SignatureModal }', '38.9 KB'),
  // pdf.js is a lazy chunk (import('pdfjs-dist') in loadPdfjs.ts): ignoring it measures what every page with a PdfPager loads first.
  { ...kit('PdfPager (pdf.js excluded)', '{ EduPayProvider, PdfPager }', '22.9 KB'), ignore: [...external, 'pdfjs-dist'] },
  // size-limit inlines dynamic imports, so this is the main chunk plus the lazy pdf.js chunk.
  kit('PdfPager with its lazy pdf.js chunk', '{ EduPayProvider, PdfPager }', '144.1 KB'),
  { name: '@edupay/ui: styles.css', path: 'packages/ui/dist/styles.css', gzip: true, limit: '5.45 KB' },
  forms('validators', '{ validators, formatError }', '28.8 KB'),
  forms('useForm', '{ useForm }', '25.8 KB', 'packages/forms/dist/react/index.js'),
];
