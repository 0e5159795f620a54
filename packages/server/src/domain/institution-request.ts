/**
 * A payer's request to add a school the search does not know (issue 14 item 2). States are data
 * (ARCHITECTURE "States are data"): db/schema.ts makes the enums of these arrays.
 */

/** Where the request came from: the /not_institution form, or a registration with an unlisted school. */
export const INSTITUTION_REQUEST_SOURCES = ['not_institution', 'registration'] as const;
export type InstitutionRequestSource = (typeof INSTITUTION_REQUEST_SOURCES)[number];

/** Staff work through them: open until the school is added to the list or the request is declined. */
export const INSTITUTION_REQUEST_STATUSES = ['open', 'added', 'declined'] as const;
export type InstitutionRequestStatus = (typeof INSTITUTION_REQUEST_STATUSES)[number];
