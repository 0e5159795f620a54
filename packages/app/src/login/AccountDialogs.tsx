import { lazy, Suspense, useState } from 'react';
import { useSnapshot } from 'valtio';
import { dialogs } from '../store/dialogs';

// The account dialogs carry the login steps, the registration form and its validation catalogue:
// loaded on first use, so the first page does not download them.
const LoginDialog = lazy(() => import('./LoginDialog').then((m) => ({ default: m.LoginDialog })));
const RegistrationDialog = lazy(() => import('./RegistrationDialog').then((m) => ({ default: m.RegistrationDialog })));
const ScanConfirmDialog = lazy(() => import('./ScanConfirmDialog').then((m) => ({ default: m.ScanConfirmDialog })));

/** Mounts each account dialog once it is first needed, and keeps it mounted (its close animation, its state). */
export function AccountDialogs() {
  const snap = useSnapshot(dialogs);
  const login = useOnceTrue(snap.login.open);
  const registration = useOnceTrue(snap.registration !== null || snap.assignedManager !== null);
  const scan = useOnceTrue(snap.scanTicket !== null);
  return (
    <Suspense fallback={null}>
      {login ? <LoginDialog /> : null}
      {registration ? <RegistrationDialog /> : null}
      {scan ? <ScanConfirmDialog /> : null}
    </Suspense>
  );
}

function useOnceTrue(now: boolean): boolean {
  const [ever, setEver] = useState(now);
  // Adjusting state while rendering (React's pattern for state derived from a changing prop).
  if (now && !ever) setEver(true);
  return ever || now;
}
