import type { ReactNode } from 'react';
import { useDomainText } from '../../i18n/useDomainText';
import { registrationMessages } from './registrationMessages';

export interface RegistrationAgreementProps {
  termsHref: string;
  privacyHref: string;
}

/**
 * "I have read and agree to the {terms} and {privacy}": the sentence is translated whole, and the
 * two links are put where the translation places them (word order differs between languages).
 */
export function RegistrationAgreement({ termsHref, privacyHref }: RegistrationAgreementProps) {
  const t = useDomainText(registrationMessages);
  const parts = t('registration.agreement', { terms: '\u0000terms\u0000', privacy: '\u0000privacy\u0000' }).split(
    '\u0000',
  );
  const link = (href: string, text: string, key: string): ReactNode => (
    <a
      key={key}
      href={href}
      target="_blank"
      rel="noreferrer"
      className="text-primary underline underline-offset-4 hover:text-primary-hover"
    >
      {text}
      <span className="sr-only">{t('registration.opensInNewTab')}</span>
    </a>
  );
  return parts.map((part, i) =>
    part === 'terms' ? (
      link(termsHref, t('registration.terms'), 'terms')
    ) : part === 'privacy' ? (
      link(privacyHref, t('registration.privacy'), 'privacy')
    ) : (
      <span key={i}>{part}</span>
    ),
  );
}
