import { useEffect, useState, type FormEvent } from 'react';
import { Button, TextField } from '@edupay/ui';

/**
 * A labelled keyword box with its button; submits the trimmed text. Also a plain GET form to `action` (`?q=`):
 * on a page the server rendered, a search sent before the app has loaded is answered by the server.
 */
export function SearchBox({ id, label, button, initial, action, onSearch }: { id: string; label: string; button: string; initial: string; action: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(initial);
  // Text typed into the server's markup while the app loaded (focusing the box loads it) is kept, not reset.
  // Once, at mount (the DOM is the only place that text is): later the field is this state's.
  useEffect(() => {
    const typed = document.getElementById(id);
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (typed instanceof HTMLInputElement && typed.value !== initial) setText(typed.value);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // The field's own value: a search clicked while the app loaded is clicked again as soon as it runs, which can be
  // before the state above has taken the typed text.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get('q') ?? '').trim());
  };
  return (
    <form role="search" method="get" action={action} onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <TextField id={id} name="q" label={label} type="search" value={text} onChange={setText} maxLength={50} className="flex-1" />
      <Button type="submit">{button}</Button>
    </form>
  );
}
