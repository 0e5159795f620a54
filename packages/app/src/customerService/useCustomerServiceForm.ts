import { useSyncExternalStore } from 'react';
import { customerServiceForm, DESKTOP_MIN_WIDTH } from './csWidgetForm';

const query = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;

function subscribe(onChange: () => void) {
  const media = window.matchMedia(query);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

function current(): 'panel' | 'modal' {
  return customerServiceForm({ width: window.innerWidth, userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints });
}

/** The widget's form for this browser, following the window across the 1200 px line. */
export function useCustomerServiceForm(): 'panel' | 'modal' {
  return useSyncExternalStore(subscribe, current, () => 'modal');
}
