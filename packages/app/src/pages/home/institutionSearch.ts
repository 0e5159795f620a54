// The home page's combobox, in a chunk of its own: DeferredInstitutionSearch imports this module when the
// payer reaches for the search field (see HomeSearch).
export { InstitutionSearch } from '@edupay/ui';
