import { useEduPay } from '../../provider/useEduPay';
import { useDomainText } from '../../i18n/useDomainText';
import { progressMessages } from './progressMessages';
import type { OrderResult, StageProgress } from './lifecycleTypes';

export interface ProgressStep {
  key: string;
  name: string;
  /** What a screen reader hears after the name: done, in progress, not reached, or where it closed. */
  stateText: string;
  state: StageProgress['state'];
  current: boolean;
  /** The stage's date in the page's language, or ''. */
  date: string;
  dateTime: string | undefined;
}

/**
 * The four stages as OrderProgress shows them: names, state words and dates in the page's language.
 * The server decides the states (the kit never works out where an order is); a closed order's
 * current stage is where it closed, said in words, not only by colour.
 */
export function useOrderProgress(stages: readonly StageProgress[], result: OrderResult) {
  const t = useDomainText(progressMessages);
  const { intl } = useEduPay();
  const steps: ProgressStep[] = stages.map((s) => {
    const closedHere = result === 'closed' && s.state === 'current';
    return {
      key: s.stage,
      name: t(`progress.stage.${s.stage}`),
      stateText: t(closedHere ? 'progress.state.closed' : `progress.state.${s.state}`),
      state: s.state,
      current: s.state === 'current',
      date: s.at ? intl.formatDate(s.at, { dateStyle: 'medium', timeZone: 'Asia/Shanghai' }) : '',
      dateTime: s.at ?? undefined,
    };
  });
  return { label: t('progress.label'), steps, resultText: result ? t(`progress.result.${result}`) : '' };
}
