import { Component, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '@edupay/ui';
import { useAppText } from '../i18n/useAppText';
import { errorStatus } from './errorStatus';
import { PageCommitted } from './PageCommitted';
import { routeErrorMessages } from './routeErrorMessages';

interface Props {
  /** The location: a navigation clears the error, so the next page gets its chance. */
  location: string;
  children: ReactNode;
}

/**
 * Spec 000 section 8: a route-change error shows an error page with its status (default 500) and a
 * message, instead of unmounting the whole app (e.g. a route chunk that fails again within the
 * 60 s reload guard). The header and footer stay, so the visitor can navigate away.
 */
export class RouteErrorBoundary extends Component<Props, { error: unknown; location: string }> {
  override state = { error: null as unknown, location: this.props.location };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; location: string }) {
    return props.location === state.location ? null : { error: null, location: props.location };
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <>
        <RouteErrorPage status={errorStatus(this.state.error)} onRetry={() => window.location.reload()} />
        {/* The error page is the page: the app runs (main.tsx) once it has committed. */}
        <PageCommitted />
      </>
    );
  }
}

function RouteErrorPage({ status, onRetry }: { status: number; onRetry: () => void }) {
  const t = useAppText(routeErrorMessages);
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-start gap-4 px-6 py-16" role="alert">
      <h1 className="text-2xl font-semibold text-fg">{t('routeError.title', { status })}</h1>
      <p className="text-base text-fg-muted">{t('routeError.body')}</p>
      <div className="flex gap-3">
        <Button onClick={onRetry}>{t('routeError.retry')}</Button>
        <Link href="/" className="inline-flex h-10 items-center text-sm text-primary underline underline-offset-4">
          {t('routeError.home')}
        </Link>
      </div>
    </section>
  );
}
