import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { aboutText } from '../../api/content';
import { useAppText } from '../../i18n/useAppText';
import { store } from '../../store/store';
import { contentMessages } from './contentMessages';
import { LoadState } from './LoadState';
import { RichText } from './RichText';
import { useLoaded } from './useLoaded';

/** An about or marketing text from /other/about_content, with what the page adds below it. */
export function AboutTextView({ textKey, children }: { textKey: string; children?: ReactNode }) {
  const t = useAppText(contentMessages);
  const { locale } = useSnapshot(store);
  const loaded = useLoaded(`about_content|${locale}|${textKey}`, () => aboutText(textKey));
  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-10 sm:px-6" data-testid={`about-${textKey}`}>
      <LoadState loaded={loaded} loading={t('content.loading')} failed={t('content.failed')}>
        {(text) => (
          <>
            <h1 className="m-0 text-2xl font-semibold text-fg">{text.title}</h1>
            <p className="m-0 text-lg text-fg-muted">{text.summary}</p>
            <RichText html={text.body} />
          </>
        )}
      </LoadState>
      {/* Mounted at once (what it loads is asked for beside the text) but shown with the text, never
          before it: a table that arrived first would be pushed down by the text (layout shift, CLS 0.175
          under Lighthouse on /investors_and_partners). */}
      <div className={loaded.state === 'loading' ? 'hidden' : 'contents'}>{children}</div>
    </section>
  );
}
