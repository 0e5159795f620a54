import { Link, useLocation } from 'wouter';
import { useAppText } from '../i18n/useAppText';
import { AboutTextView } from './content/AboutTextView';
import { contentMessages } from './content/contentMessages';
import { InstitutionsBlock } from './content/InstitutionsBlock';

const linkClass = 'text-primary underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

/**
 * The about and marketing routes of spec 000 section 2 (/introduction, /global_payments,
 * /about_en, /global_education_payments, /financial_technology, /investors_and_partners,
 * /media_and_press, /cooperate): the text of the same name from /other/about_content, and for
 * investors and cooperation the payment institutions with their licences by country.
 */
export default function ContentTextPage() {
  const t = useAppText(contentMessages);
  const [path] = useLocation();
  const key = path.replace(/^\//, '');
  return (
    <AboutTextView textKey={key}>
      {key === 'investors_and_partners' || key === 'cooperate' ? <InstitutionsBlock /> : null}
      {key === 'cooperate' ? (
        <p className="m-0">
          <Link href="/contactb" className={linkClass}>
            {t('cooperate.contact')}
          </Link>
        </p>
      ) : null}
      {key === 'media_and_press' ? (
        <p className="m-0">
          <Link href="/contact" className={linkClass}>
            {t('contact.title')}
          </Link>
        </p>
      ) : null}
    </AboutTextView>
  );
}
