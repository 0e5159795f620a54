import { AboutMenu } from './AboutMenu';
import { AccountArea } from './AccountArea';
import { CountrySwitch } from './CountrySwitch';
import { HeaderLogo } from './HeaderLogo';
import { Hotline } from './Hotline';
import { IndiaLinks } from './IndiaLinks';
import { LanguageSwitch } from './LanguageSwitch';
import { MainMenu } from './MainMenu';

/**
 * The site header (spec 000 section 2): logo, main menu, the zh hotline, India's guide and support,
 * about menu, country and language switches, and the login button or user menu. The back-to-top
 * button floats with the customer-service widget (ShellExtras), last in the tab order.
 */
export function Header() {
  return (
    <header className="border-b border-line bg-surface">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-6 py-3">
        <HeaderLogo />
        <MainMenu />
        <div className="ml-auto flex flex-wrap items-center gap-2">
          <Hotline />
          <IndiaLinks />
          <AboutMenu />
          <CountrySwitch />
          <LanguageSwitch />
          <AccountArea />
        </div>
      </div>
    </header>
  );
}
