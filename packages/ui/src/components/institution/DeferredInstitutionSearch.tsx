import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useEduPay } from '../../provider/useEduPay';
import { useDomainText } from '../../i18n/useDomainText';
import { Field } from '../../primitives/Field';
import { inputClassName } from '../../primitives/inputStyles';
import { institutionMessages } from './institutionMessages';
import { schoolLabel } from './schoolResult';
import { SearchIcon } from './SearchIcon';
// A type only: the component itself comes from `load`, when the user reaches for the field.
import type { InstitutionSearchProps } from './InstitutionSearch';

export interface DeferredInstitutionSearchProps extends InstitutionSearchProps {
  /**
   * Fetches InstitutionSearch, e.g. `() => import('./search').then((m) => m.InstitutionSearch)` where
   * `./search` re-exports it from @edupay/ui: the app's bundler makes that its own chunk. Called once.
   */
  load: () => Promise<ComponentType<InstitutionSearchProps>>;
}

/**
 * The institution search for a page's first paint (the home page): the same field drawn without
 * react-aria (about 45 KB gz), which `load` fetches when the user reaches for it (pointer over, focus,
 * a touch). The kit ships one file; where the code splits is the app's bundler's business. InstitutionSearch then takes over in place, with the focus and whatever was typed
 * meanwhile (and searches it). Same props as InstitutionSearch; until it takes over, the field is a
 * plain text input with the same label, hint and look, so nothing moves when it does.
 */
export function DeferredInstitutionSearch({ load: loadSearch, ...props }: DeferredInstitutionSearchProps) {
  const { locale } = useEduPay();
  const t = useDomainText(institutionMessages);
  const { label, hint, error, required, disabled, placeholder, id, name, className, value, defaultValue } = props;
  const chosen = value ?? defaultValue ?? null;
  const [text, setText] = useState(
    props.inputValue ?? props.defaultInputValue ?? (chosen ? schoolLabel(chosen, locale) : ''),
  );
  const [takeOver, setTakeOver] = useState<{ Search: ComponentType<InstitutionSearchProps>; focused: boolean } | null>(
    null,
  );
  const inputRef = useRef<HTMLInputElement>(null);
  // Typed before a prerendered page hydrated: the field holds text `text` never saw (keys typed after it reach
  // onChange, which reads the whole field). Taken at mount, before any re-render (the app's config arriving)
  // writes `text` back over it.
  useEffect(() => {
    const typed = inputRef.current?.value;
    if (typed) setText(typed);
  }, []);
  const requested = useRef(false);
  const load = () => {
    if (requested.current) return;
    requested.current = true;
    void loadSearch().then((Search) => {
      setTakeOver({ Search, focused: document.activeElement === inputRef.current });
    });
  };

  if (takeOver) return <takeOver.Search {...props} defaultInputValue={text} takesOverFocus={takeOver.focused} />;
  return (
    <Field
      label={label ?? t('institution.label')}
      hint={hint}
      error={error}
      required={required}
      id={id}
      className={className}
    >
      {(ids) => (
        <div data-slot="institution-search" data-state="closed" className="relative">
          <div className="relative">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-fg-muted" />
            <input
              id={ids.controlId}
              name={name}
              ref={inputRef}
              type="text"
              aria-describedby={[ids.hintId, ids.errorId].filter(Boolean).join(' ') || undefined}
              aria-invalid={error ? true : undefined}
              required={required}
              disabled={disabled}
              autoComplete="off"
              placeholder={placeholder ?? t('institution.placeholder')}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                props.onInputChange?.(event.target.value);
              }}
              onPointerEnter={load}
              onTouchStart={load}
              onFocus={load}
              data-slot="institution-search-input"
              className={inputClassName(Boolean(error), 'pr-9 pl-9')}
            />
          </div>
        </div>
      )}
    </Field>
  );
}
