import { lazy, Suspense, useEffect, useRef } from 'react';
import { Route, Switch, useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { EduPayProvider, Spinner, useToast } from '@edupay/ui';
import { ActingBanner } from './acting/ActingBanner';
import { connectUi } from './api/uiBridge';
import { useAppText } from './i18n/useAppText';
import { AccountDialogs } from './login/AccountDialogs';
import { DocumentTitle } from './routing/DocumentTitle';
import { guardRoute } from './routing/guard';
import { GuardEffects, LoginRedirect } from './routing/GuardEffects';
import { RouteErrorBoundary } from './routing/RouteErrorBoundary';
import { PageCommitted } from './routing/PageCommitted';
import { NOT_FOUND_EXEMPT, NotFoundPage, routes, type AppRoute } from './routes';
import { Footer } from './shell/Footer';
import { Header } from './shell/Header';
import { ShellExtras } from './shell/ShellExtras';
import { configStore } from './store/configStore';
import { closeDialogs, openLogin } from './store/dialogs';
import { store } from './store/store';
import { SkipLink } from './shell/SkipLink';

/**
 * The operations console (/ops): its own chunk, loaded only when a staff member opens it, and its
 * own shell (no payer header, footer or login dialogs); it shares the kit, the strings and the build.
 */
const OpsConsole = lazy(() => import('./ops/OpsConsole'));
const isOpsPath = (path: string) => path === '/ops' || path.startsWith('/ops/');

export function App() {
  const { locale } = useSnapshot(store);
  const [path] = useLocation();
  if (isOpsPath(path)) {
    return (
      <EduPayProvider locale={locale}>
        <Suspense fallback={<Spinner className="m-8" />}>
          <OpsConsole />
          <PageCommitted />
        </Suspense>
      </EduPayProvider>
    );
  }
  return (
    <EduPayProvider locale={locale} className="flex min-h-screen flex-col">
      <ConnectPolicy />
      <SkipLink />
      <ActingBanner />
      <Header />
      <NavigationReset />
      <DocumentTitle />
      {/* At least a screen tall: the footer starts below the first screen, so a page or its data
          arriving after the first paint grows downwards without moving anything in view (CLS). */}
      <main id="main" tabIndex={-1} className="min-h-screen flex-1 outline-none">
        <RoutesWithErrorPage />
      </main>
      <Footer />
      <ShellExtras />
      <AccountDialogs />
    </EduPayProvider>
  );
}

/** Hands the router, the toast and the texts to the response policy of the api client. */
function ConnectPolicy() {
  const toast = useToast();
  const t = useAppText();
  const [, navigate] = useLocation();
  useEffect(() => {
    let shown: number | undefined;
    connectUi({
      navigate: (path) => navigate(path),
      toast: (message, ms) => {
        shown = toast.show(message, { tone: 'error', duration: ms });
      },
      hideToast: () => {
        if (shown !== undefined) toast.dismiss(shown);
      },
      openLogin: () => openLogin(),
      text: { errorPrefix: t('error.prefix'), network: t('error.network'), httpError: (status) => t('error.http', { status }) },
    });
  }, [toast, t, navigate]);
  return null;
}

function RoutesWithErrorPage() {
  const [path] = useLocation();
  const search = useSearch();
  return (
    <RouteErrorBoundary location={`${path}?${search}`}>
      <Suspense fallback={<Spinner className="m-8" />}>
        <Routes />
        <PageCommitted />
      </Suspense>
    </RouteErrorBoundary>
  );
}

function Routes() {
  const [path] = useLocation();
  return <RouteSwitch path={path} />;
}

/**
 * On every navigation: back to the top (history routing) and any open modal hidden (spec 000
 * section 2). Not on the first render: a dialog opened while the first page's code is still
 * downloading must stay open. Rendered outside the routes' Suspense and before them, so its effect
 * runs before a page's GuardEffects opens the login dialog for the new location.
 */
function NavigationReset() {
  const [path] = useLocation();
  const search = useSearch();
  const shown = useRef(`${path}?${search}`);
  useEffect(() => {
    const location = `${path}?${search}`;
    if (shown.current === location) return;
    shown.current = location;
    window.scrollTo(0, 0);
    closeDialogs();
  }, [path, search]);
  return null;
}

function RouteSwitch({ path }: { path: string }) {
  return (
    <Switch>
      {routes.map((route) => (
        <Route key={route.path} path={route.path}>
          <Guarded route={route} />
        </Route>
      ))}
      <Route>{NOT_FOUND_EXEMPT.has(path) ? null : <NotFoundPage />}</Route>
    </Switch>
  );
}

function Guarded({ route }: { route: AppRoute }) {
  const [path] = useLocation();
  const search = useSearch();
  const { user_name } = useSnapshot(store);
  const { sessionKnown } = useSnapshot(configStore);
  const decision = guardRoute({ path, search, requiresLogin: route.requiresLogin, userName: user_name, sessionKnown });
  if (decision.kind === 'wait') return <Spinner className="m-8" />;
  if (decision.kind === 'redirect') return <LoginRedirect to={decision.to} remember={decision.remember} />;
  const Page = route.page;
  return (
    <>
      <GuardEffects decision={decision} location={`${path}?${search}`} />
      <Page />
    </>
  );
}
