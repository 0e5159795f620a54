import { useAppText } from '../i18n/useAppText';
import { HomeFaq } from './home/HomeFaq';
import { HomeNews } from './home/HomeNews';
import { HomeSearch } from './home/HomeSearch';
import { HowItWorks } from './home/HowItWorks';
import { IndiaGuide } from './home/IndiaGuide';
import { PaymentMethods } from './home/PaymentMethods';
import { WhyEduPay } from './home/WhyEduPay';

/**
 * / (issue 19): the institution search leading into the payment flow, how it works, why EduPay,
 * payment methods of the country, India's payment guide, latest news and the FAQ.
 */
export default function HomePage() {
  const t = useAppText();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-12 px-4 py-10 sm:px-6">
      <section className="flex flex-col items-start gap-4">
        <h1 className="m-0 text-3xl font-semibold text-fg">{t('home.title')}</h1>
        <p className="m-0 text-base text-fg-muted">{t('home.subtitle')}</p>
        <HomeSearch />
      </section>
      <HowItWorks />
      <WhyEduPay />
      <PaymentMethods />
      <IndiaGuide />
      <HomeNews />
      <HomeFaq />
    </div>
  );
}
