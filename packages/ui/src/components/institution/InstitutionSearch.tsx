import {
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { I18nProvider, mergeRefs, useComboBox, useListBox, useOption } from 'react-aria';
import { Item, useComboBoxState, type ComboBoxState, type Key, type Node } from 'react-stately';
import { cn } from '../../lib/cn';
import { useControllableState } from '../../lib/useControllableState';
import { useEduPay } from '../../provider/useEduPay';
import { useDomainText } from '../../i18n/useDomainText';
import { institutionMessages } from './institutionMessages';
import { Field, type FieldIds } from '../../primitives/Field';
import { inputClassName } from '../../primitives/inputStyles';
import { Spinner } from '../../primitives/Spinner';
import { SearchIcon } from './SearchIcon';
import {
  addToHistory,
  defaultHistoryStorage,
  readHistory,
  SEARCH_HISTORY_KEY,
  SEARCH_HISTORY_LIMIT,
  writeHistory,
  type HistoryStorage,
} from './searchHistory';
import { createSearchThrottle, SEARCH_THROTTLE_MS, type SearchThrottle } from './searchThrottle';
import { alpha2, chineseName, flagEmoji, schoolLabel, type SchoolResult } from './schoolResult';
import { useAnnounce } from '../../provider/useAnnounce';

/** The list stays up this long after the input loses focus (spec 000 section 9). */
export const INSTITUTION_LIST_HIDE_DELAY_MS = 200;

export interface InstitutionSearchProps {
  /** Searches schools by name; the app calls its API here. Awaited; throttled to one call in flight every 500 ms. */
  search: (query: string) => Promise<SchoolResult[]>;
  /** Controlled: the chosen school, or null. Pair with `onChange`. */
  value?: SchoolResult | null;
  /** Uncontrolled: the school chosen at first. */
  defaultValue?: SchoolResult | null;
  /** Receives the chosen school, or null when the user edits the text of a chosen school. */
  onChange?: (school: SchoolResult | null) => void;
  /** Controlled text of the input (optional); pair with `onInputChange`. */
  inputValue?: string;
  /** Uncontrolled: the text at first; defaults to the name of `value`/`defaultValue`. */
  defaultInputValue?: string;
  onInputChange?: (text: string) => void;
  /** "School not found": receives the text typed; the app opens /not_institution. Without it the action is not offered. */
  onNotFound?: (query: string) => void;
  /** A school must be chosen from the list: free text is cleared when focus leaves. */
  requireSelection?: boolean;
  /**
   * Where the history is kept: `localStorage` by default, `null` for none. Read at mount: cannot change after mount
   * (pass a new `key` to remount with another storage).
   */
  historyStorage?: HistoryStorage | null;
  /** The storage key; default `SEARCH_HISTORY_KEY` ('edupay.institution-search.history'). Read at mount. */
  historyKey?: string;
  /** How many picks the history keeps; default 10. */
  historyLimit?: number;
  /** Throttle interval; default 500 ms (spec). Read at mount. */
  throttleMs?: number;
  /** Called when focus has left the search and the list has closed (after any clearing), e.g. for form validation. */
  onBlur?: () => void;
  label?: ReactNode;
  hint?: ReactNode;
  /** The message under the input, already in the user's language. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
  name?: string;
  /** The input element (e.g. to focus it on a failed submit). */
  ref?: Ref<HTMLInputElement>;
  className?: string;
  /**
   * Focus the input at mount and search the text it starts with. For taking over from a stand-in the
   * user was already typing in (DeferredInstitutionSearch); read at mount only.
   */
  takesOverFocus?: boolean;
}

type ActionKind = 'notFound' | 'clear' | 'retry';
type Row = { key: string; kind: 'school'; school: SchoolResult } | { key: string; kind: 'action'; action: ActionKind };
type Results = { query: string; items: SchoolResult[]; status: 'idle' | 'loading' | 'done' | 'error' };

const ACTION_KEYS: Record<ActionKind, string> = {
  notFound: 'action:not-found',
  clear: 'action:clear-history',
  retry: 'action:retry',
};
const schoolKey = (school: SchoolResult) => `school:${String(school.code)}`;
const IDLE: Results = { query: '', items: [], status: 'idle' };

/**
 * Institution search box (spec 000 section 2): a react-aria combobox over the `search` callback.
 * Results show the English and Chinese names and the country's flag; with an empty input the
 * history of picks shows instead, with an action to clear it. "School not found", "Clear search
 * history" and "Search again" are options of the list, so the keyboard reaches them with the
 * arrow keys like the schools. The number of results is announced in a polite live region.
 */
export function InstitutionSearch(props: InstitutionSearchProps) {
  const { locale } = useEduPay();
  // react-aria's own announcements ("3 options available") follow the kit's language.
  return (
    <I18nProvider locale={locale}>
      <InstitutionSearchInner {...props} />
    </I18nProvider>
  );
}

function InstitutionSearchInner({
  search,
  value,
  defaultValue = null,
  onChange,
  inputValue,
  defaultInputValue,
  onInputChange,
  onNotFound,
  requireSelection = false,
  historyStorage,
  historyKey = SEARCH_HISTORY_KEY,
  historyLimit = SEARCH_HISTORY_LIMIT,
  throttleMs = SEARCH_THROTTLE_MS,
  onBlur,
  label,
  hint,
  error,
  required,
  disabled,
  placeholder,
  id,
  name,
  ref,
  className,
  takesOverFocus = false,
}: InstitutionSearchProps) {
  const { locale } = useEduPay();
  const t = useDomainText(institutionMessages);
  const [school, setSchool] = useControllableState<SchoolResult | null>(value, defaultValue, onChange);
  const initialText = defaultInputValue ?? (school ? schoolLabel(school, locale) : '');
  const [text, setText] = useControllableState(inputValue, initialText, onInputChange);

  // Read once: storage and key cannot change after mount.
  const [storage] = useState(() => (historyStorage === undefined ? defaultHistoryStorage() : historyStorage));
  const [storageKey] = useState(historyKey);
  const [history, setHistory] = useState<SchoolResult[]>(() => readHistory(storage, storageKey));
  const [results, setResults] = useState<Results>(IDLE);
  const announce = useAnnounce();

  // The throttle (made by an effect) calls the latest search and messages: effect events.
  const searchNow = useEffectEvent((query: string) => search(query));
  const announceError = useEffectEvent(() => announce(t('institution.error')));
  // The blur timer is started by a handler, where effect events may not be called: it reads the latest
  // props from a ref written after each commit (the kit's one other pattern, as in @edupay/forms/react).
  const latest = useRef({ text, school, requireSelection, onBlur, setText });
  useLayoutEffect(() => {
    latest.current = { text, school, requireSelection, onBlur, setText };
  });

  // Created after mount (searches only start from handlers), cancelled on unmount.
  const throttleRef = useRef<SearchThrottle | null>(null);
  useEffect(() => {
    const throttle = createSearchThrottle<SchoolResult[]>({
      search: (query) => searchNow(query),
      interval: throttleMs,
      onStart: (query) => setResults((prev) => ({ query, items: prev.items, status: 'loading' })),
      onResult: (query, items) => {
        const list = Array.isArray(items) ? items : [];
        // The count is announced by React Aria's combobox (in the kit's locale, see I18nProvider above), once.
        setResults({ query, items: list, status: 'done' });
      },
      onError: (query) => {
        setResults({ query, items: [], status: 'error' });
        announceError();
      },
    });
    throttleRef.current = throttle;
    if (takesOverFocus) {
      // Taking over from a stand-in: the user's search carries on (focus moved in the layout effect below).
      const startText = latest.current.school === null ? latest.current.text.trim() : '';
      if (startText !== '') {
        setResults({ query: startText, items: [], status: 'loading' });
        throttle.request(startText);
      }
    }
    return () => {
      throttle.cancel();
      throttleRef.current = null;
    };
    // throttleMs and takesOverFocus are read at mount (documented).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const query = text.trim();
  const mode: 'history' | 'results' = query === '' ? 'history' : 'results';

  const rows = useMemo<Row[]>(() => {
    if (mode === 'history') {
      if (history.length === 0) return [];
      return [
        ...history.map((s): Row => ({ key: schoolKey(s), kind: 'school', school: s })),
        { key: ACTION_KEYS.clear, kind: 'action', action: 'clear' },
      ];
    }
    const out: Row[] =
      results.status === 'error' ? [] : results.items.map((s) => ({ key: schoolKey(s), kind: 'school', school: s }));
    if (results.status === 'error') out.push({ key: ACTION_KEYS.retry, kind: 'action', action: 'retry' });
    if (onNotFound && (results.status === 'done' || results.status === 'error'))
      out.push({ key: ACTION_KEYS.notFound, kind: 'action', action: 'notFound' });
    return out;
  }, [mode, history, results, onNotFound]);

  const inputRef = useRef<HTMLInputElement>(null);
  const listBoxRef = useRef<HTMLUListElement>(null);
  // Taking over from a stand-in: focus moves in the same commit, so no key typed meanwhile is lost, and
  // the caret stays after what was typed.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!takesOverFocus || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
    // Read at mount (documented).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const popoverRef = useRef<HTMLDivElement>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const clearHideTimer = () => {
    if (hideTimer.current !== null) clearTimeout(hideTimer.current);
    hideTimer.current = null;
  };
  useEffect(() => clearHideTimer, []);

  const pick = (next: SchoolResult) => {
    setSchool(next);
    setText(schoolLabel(next, locale));
    throttleRef.current?.cancel();
    const updated = addToHistory(history, next, historyLimit);
    setHistory(updated);
    writeHistory(storage, updated, storageKey);
  };

  const runAction = (action: ActionKind, state: ComboBoxState<Row>) => {
    if (action === 'clear') {
      setHistory([]);
      writeHistory(storage, [], storageKey);
      announce(t('institution.history.cleared'));
    } else if (action === 'retry') {
      setResults({ query, items: [], status: 'loading' });
      throttleRef.current?.request(query);
    } else {
      onNotFound?.(query);
      state.close();
    }
  };

  const autoId = useId();
  const controlId = id ?? `${autoId}institution`;
  const ids: FieldIds = {
    controlId,
    labelId: `${controlId}-label`,
    hintId: hint ? `${controlId}-hint` : undefined,
    errorId: error ? `${controlId}-error` : undefined,
  };

  const stateRef = useRef<ComboBoxState<Row> | null>(null);
  const state = useComboBoxState<Row>({
    items: rows,
    // textValue is what react-aria writes back into the input when a chosen school is picked again.
    children: (row: Row) => (
      <Item key={row.key} textValue={row.kind === 'school' ? schoolLabel(row.school, locale) : row.key}>
        {row.key}
      </Item>
    ),
    // Both the text and the selection are owned here, so react-aria never rewrites what was typed.
    inputValue: text,
    onInputChange: (next: string) => {
      setText(next);
      // The chosen school's own name written back (a re-pick): nothing to search.
      if (school && next === schoolLabel(school, locale)) return;
      if (school) setSchool(null);
      const q = next.trim();
      if (q === '') {
        throttleRef.current?.cancel();
        setResults(IDLE);
      } else if (q !== query || results.status === 'error') {
        // Waiting for the throttle counts as searching: the list says so at once.
        setResults((prev) => ({ query: q, items: prev.items, status: 'loading' }));
        throttleRef.current?.request(q);
      }
    },
    selectedKey: school ? schoolKey(school) : null,
    onSelectionChange: (key: Key | null) => {
      // null comes from react-aria committing free text; the text handler above already dropped the school.
      if (key === null) return;
      const row = rows.find((r) => r.key === key);
      if (!row) return;
      if (row.kind === 'action') runAction(row.action, stateRef.current!);
      else pick(row.school);
    },
    allowsCustomValue: true,
    allowsEmptyCollection: true,
    menuTrigger: 'focus',
    // Closed by the timer below, 200 ms after blur.
    shouldCloseOnBlur: false,
    isDisabled: disabled,
  });
  useLayoutEffect(() => {
    stateRef.current = state;
  });

  const { inputProps, listBoxProps } = useComboBox<Row>(
    {
      id: controlId,
      'aria-labelledby': ids.labelId,
      'aria-describedby': [ids.hintId, ids.errorId].filter(Boolean).join(' ') || undefined,
      inputRef,
      listBoxRef,
      popoverRef,
      isDisabled: disabled,
      isRequired: required,
      isInvalid: Boolean(error),
      name,
      placeholder: placeholder ?? t('institution.placeholder'),
      onFocus: clearHideTimer,
      onBlur: () => {
        clearHideTimer();
        hideTimer.current = setTimeout(() => {
          hideTimer.current = null;
          const current = latest.current;
          if (current.requireSelection && current.school === null && current.text !== '') {
            current.setText('');
            throttleRef.current?.cancel();
            setResults(IDLE);
          }
          stateRef.current?.close();
          current.onBlur?.();
        }, INSTITUTION_LIST_HIDE_DELAY_MS);
      },
    },
    state,
  );

  const searching = mode === 'results' && results.status === 'loading';
  const statusLine =
    mode !== 'results'
      ? null
      : results.status === 'loading'
        ? t('institution.searching')
        : results.status === 'error'
          ? t('institution.error')
          : results.status === 'done' && results.items.length === 0
            ? t('institution.noResults', { query: results.query })
            : null;
  const hasContent = rows.length > 0 || statusLine !== null;
  const visible = state.isOpen && !disabled && hasContent;
  // Nothing to show (empty input, no history): keep react-aria's state closed too, or it would
  // hide the rest of the page from screen readers for an invisible list.
  useLayoutEffect(() => {
    if (state.isOpen && !hasContent) state.setOpen(false);
  }, [state, hasContent]);
  const listLabel = mode === 'history' ? t('institution.history.title') : t('institution.results');

  return (
    <Field
      label={label ?? t('institution.label')}
      hint={hint}
      error={error}
      required={required}
      id={controlId}
      className={className}
    >
      {() => (
        <div data-slot="institution-search" data-state={visible ? 'open' : 'closed'} className="relative">
          <div className="relative">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-fg-muted" />
            <input
              {...inputProps}
              role="combobox"
              aria-expanded={inputProps['aria-expanded']}
              aria-controls={inputProps['aria-controls']}
              aria-invalid={error ? true : undefined}
              ref={mergeRefs(inputRef, ref)}
              data-slot="institution-search-input"
              className={inputClassName(Boolean(error), 'pr-9 pl-9')}
            />
            {searching ? (
              <Spinner size="sm" label={null} className="absolute top-1/2 right-3 -translate-y-1/2" />
            ) : null}
          </div>
          {/*
           * Always in the DOM (hidden when closed): react-aria keeps the popover element visible to
           * screen readers while the list is open, and a popover mounted later would be hidden.
           */}
          <div
            ref={popoverRef}
            hidden={!visible}
            data-slot="institution-search-popover"
            className="absolute inset-x-0 top-full z-40 mt-1 rounded-md border border-line bg-surface py-1 shadow-overlay"
          >
            {visible ? (
              <>
                {mode === 'history' && rows.length > 0 ? (
                  <div
                    data-slot="institution-search-heading"
                    aria-hidden="true"
                    className="px-3 pt-1 pb-1.5 text-xs font-medium text-fg-muted"
                  >
                    {listLabel}
                  </div>
                ) : null}
                {statusLine ? (
                  <div
                    data-slot="institution-search-status"
                    data-state={results.status}
                    className={cn(
                      'flex items-center gap-2 px-3 py-2 text-sm',
                      results.status === 'error' ? 'text-danger' : 'text-fg-muted',
                    )}
                  >
                    {statusLine}
                  </div>
                ) : null}
                <ListBox
                  listBoxProps={{ ...listBoxProps, 'aria-label': listLabel, 'aria-labelledby': undefined }}
                  listBoxRef={listBoxRef}
                  state={state}
                />
              </>
            ) : null}
          </div>
        </div>
      )}
    </Field>
  );
}

function ListBox({
  listBoxProps,
  listBoxRef,
  state,
}: {
  listBoxProps: Parameters<typeof useListBox>[0];
  listBoxRef: RefObject<HTMLUListElement | null>;
  state: ComboBoxState<Row>;
}) {
  const { listBoxProps: props } = useListBox(listBoxProps, state, listBoxRef);
  return (
    // The list scrolls, not the popover: the combobox's arrow keys reach every option in it.
    <ul
      {...props}
      ref={listBoxRef}
      data-slot="institution-search-listbox"
      className="m-0 max-h-72 list-none overflow-y-auto p-0 outline-none"
    >
      {[...state.collection].map((node) => (
        <Option key={node.key} node={node} state={state} />
      ))}
    </ul>
  );
}

function Option({ node, state }: { node: Node<Row>; state: ComboBoxState<Row> }) {
  const { locale } = useEduPay();
  const t = useDomainText(institutionMessages);
  const ref = useRef<HTMLLIElement>(null);
  const { optionProps, isFocused, isSelected } = useOption({ key: node.key }, state, ref);
  const row = node.value!;
  const base = 'flex cursor-pointer items-center gap-3 px-3 py-2 text-sm outline-none';
  if (row.kind === 'action') {
    const text =
      row.action === 'clear'
        ? t('institution.history.clear')
        : row.action === 'retry'
          ? t('institution.retry')
          : t('institution.notFound');
    return (
      <li
        {...optionProps}
        ref={ref}
        data-slot="institution-search-action"
        data-action={row.action}
        data-focused={isFocused ? '' : undefined}
        className={cn(base, 'border-t border-line text-primary', isFocused && 'bg-primary-soft')}
      >
        <span aria-hidden="true" className="inline-flex w-6 justify-center">
          {row.action === 'clear' ? '×' : row.action === 'retry' ? '↻' : '?'}
        </span>
        <span className="underline underline-offset-4">{text}</span>
      </li>
    );
  }
  const s = row.school;
  const zh = chineseName(s);
  const code = alpha2(s.cy);
  const flag = flagEmoji(s.cy);
  return (
    <li
      {...optionProps}
      ref={ref}
      data-slot="institution-search-option"
      data-state={isSelected ? 'selected' : 'unselected'}
      data-focused={isFocused ? '' : undefined}
      className={cn(base, isFocused && 'bg-primary-soft', isSelected && 'font-medium')}
    >
      <span
        data-slot="institution-search-flag"
        aria-hidden="true"
        className="inline-flex w-6 shrink-0 justify-center text-base leading-none"
      >
        {flag ?? ''}
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span data-slot="institution-search-en" lang="en" className="truncate text-fg">
          {s.en}
          {s.ab ? ' ' : null}
          {s.ab ? <span className="text-fg-muted">({s.ab})</span> : null}
        </span>
        {zh ? (
          <span data-slot="institution-search-zh" lang="zh" className="truncate text-xs text-fg-muted">
            {zh}
          </span>
        ) : null}
      </span>
      {code ? (
        <span data-slot="institution-search-country" className="shrink-0 text-xs text-fg-muted">
          <span aria-hidden="true">{code}</span>
          <span className="sr-only">{regionName(code, locale)}</span>
        </span>
      ) : null}
    </li>
  );
}

/** The country's name in the user's language for screen readers ("United Kingdom", "英国"); the code if unknown. */
function regionName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
