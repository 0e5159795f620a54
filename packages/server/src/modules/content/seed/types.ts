/** Shapes of the seeded content: one text per locale. */
import type { Locale } from '@edupay/forms/contract';

export type Localized<T> = Readonly<Record<Locale, T>>;
export interface SeedText {
  readonly title: string;
  readonly summary?: string;
  readonly body: string;
}
export interface SeedArticle {
  readonly slug: string;
  readonly category: string;
  readonly date: string;
  readonly source?: { readonly name: string; readonly url: string };
  readonly texts: Localized<SeedText>;
}
export interface SeedCategory {
  readonly key: string;
  readonly names: Localized<string>;
}
