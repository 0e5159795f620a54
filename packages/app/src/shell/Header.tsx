import { AboutMenu } from './AboutMenu';
import { AccountArea } from './AccountArea';
import { CountrySwitch } from './CountrySwitch';
import { HeaderLogo } from './HeaderLogo';
import { Hotline } from './Hotline';
import { IndiaLinks } from './IndiaLinks';
import { LanguageSwitch } from './LanguageSwitch';
import { MainMenu } from './MainMenu';
import { PhoneMenu } from './PhoneMenu';
import { useDesktopLayout } from './useDesktopLayout';
import { LoadingBar } from './LoadingBar';

/**
 * The site header (spec 000 section 2): logo, main menu, the zh hotline, India's guide and support,
 * about menu, country and language switches, and the login button or user menu. The back-to-top
 * button floats with the customer-service widget (ShellExtras), last in the tab order.
 */
export function Header() {
  const desktop = useDesktopLayout();
  // Width unknown (prerendered, hydrating): both, CSS picks by the same breakpoint (lg, DESKTOP_QUERY);
  // once known, the other one goes and the shown one stays where it is (same slot, nothing moves).
  return (
    <>
      {desktop !== true && (
        <div className={desktop === undefined ? 'contents lg:hidden' : 'contents'}>
          <PhoneHeader />
        </div>
      )}
      {desktop !== false && (
        <div className={desktop === undefined ? 'hidden lg:contents' : 'contents'}>
          <DesktopHeader />
        </div>
      )}
    </>
  );
}

function DesktopHeader() {
  return (
    <header className="border-b border-line bg-surface">
      {/* Inside the banner landmark: a progressbar outside every landmark fails axe's region rule while it shows. */}
      <LoadingBar />
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-6 py-3">
        <HeaderLogo />
        <MainMenu />
        {/* Grows to the right edge instead of ml-auto: its left edge stays put when the config's parts
            (hotline, country switch, about menu) arrive and fill it from the right (CLS). */}
        <div className="flex grow flex-wrap items-center justify-end gap-2">
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

/**
 * Below the desktop breakpoint (issue 19 item 5): logo, the account area and a Menu button; the rest
 * of the header is disclosed by the button, one item a row, so nothing wraps or overflows at 320 px.
 */
function PhoneHeader() {
  return (
    <header className="border-b border-line bg-surface">
      <LoadingBar />
      <div className="mx-auto flex max-w-6xl items-center px-4 py-2">
        <PhoneMenu
          before={
            <>
              <HeaderLogo />
              <div className="ml-auto flex min-w-0 items-center">
                <AccountArea />
              </div>
            </>
          }
        >
          <MainMenu vertical />
          <Hotline />
          <IndiaLinks />
          <AboutMenu />
          <CountrySwitch />
          <LanguageSwitch />
        </PhoneMenu>
      </div>
    </header>
  );
}
