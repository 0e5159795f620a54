import { createContext } from 'react';
import type { LoginStepId } from './loginTypes';

/**
 * The steps LoginSteps can go to: a step whose call the app did not give is not linked to. Scan to
 * log in is offered only with `onGetScanTicket` (an app leaves it out on the phone that would have
 * to scan the code, issue 14 item 8). Every step is offered outside LoginSteps (a step on its own).
 */
export const OfferedStepsContext = createContext<(step: LoginStepId) => boolean>(() => true);
