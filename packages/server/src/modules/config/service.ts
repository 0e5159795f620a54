/**
 * Site configuration use cases (spec 000 sections 3 and 7): who is asking (session, user, manager,
 * country variant) for get_config and get_minimalist_config, the home page's popular payees, the
 * country switch and the health probe. Loads through repo.ts and the account module's service.
 */
import { STATUS } from '@edupay/forms/contract';
import type { AppContext } from '../../context';
import { CHANGE_COUNTRIES } from '../../data/site';
import { isCountryCode } from '../../domain/site-config';
import { BusinessError } from '../../http/business-error';
import { fieldMessage } from '../../messages/field-labels';
import type { Locale } from '../../messages';
import { updateSession, type SessionRow } from '../../plugins/sessions';
import { managerById } from '../account/repo';
import { sessionUser } from '../account/service/users';
import { toResult } from '../institutions/repo';
import { pingDatabase, popularSchools } from './repo';

/** How many popular payees the home page shows. */
const HOT_INSTITUTIONS = 12;

/**
 * The caller as the config answers see them. Read-only: a visitor without a session gets none here
 * (each anonymous call wrote a row); the first call that must store something creates it (issue 11, item 4).
 */
export async function configCaller(ctx: AppContext, session: SessionRow | null, requestedCountry: string | undefined) {
  const user = await sessionUser(ctx, session?.userId);
  const manager = await managerById(ctx.db, user?.managerId ?? null);
  const requested = requestedCountry?.toUpperCase();
  const country = requested && isCountryCode(requested) ? requested : (session?.country ?? 'CHN');
  return { user, manager, country };
}

/** The home page's popular schools, as search results. */
export async function hotInstitutions(ctx: AppContext) {
  return (await popularSchools(ctx.db, HOT_INSTITUTIONS)).map(toResult);
}

/** The site variant of `country` (alpha-3, any case), stored on the session; refused when there is no such variant. */
export async function changeLocation(ctx: AppContext, locale: Locale, session: () => Promise<SessionRow>, countryInput: string) {
  const country = countryInput.toUpperCase();
  const option = CHANGE_COUNTRIES.find((c) => c.value === country);
  if (!option) throw BusinessError.text(STATUS.INVALID, fieldMessage(locale, 'invalidInput', 'country'), { field: 'country' });
  await updateSession(ctx, (await session()).id, { country });
  return { country, languages: option.langs };
}

/** Throws when the database does not answer (the health probe). */
export async function checkDatabase(ctx: AppContext): Promise<void> {
  await pingDatabase(ctx.db);
}
