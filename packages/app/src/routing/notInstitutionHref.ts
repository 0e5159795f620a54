/**
 * Where a school search that finds nothing sends the payer (spec: /not_institution, "query country",
 * opened in a new tab): the site's country, and the words they searched for so the request form
 * starts with them.
 */
export function notInstitutionHref(country: string, query = ''): string {
  const params = new URLSearchParams({ country });
  if (query.trim()) params.set('name', query.trim());
  return `/not_institution?${params.toString()}`;
}

/** Opens it as the spec says: a new tab, without a handle back to this page. */
export function openNotInstitution(country: string, query = ''): void {
  window.open(notInstitutionHref(country, query), '_blank', 'noopener');
}
