import { useState, type FormEvent } from 'react';
import { Button, TextField } from '@edupay/ui';

/** A labelled keyword box with its button; submits the trimmed text. */
export function SearchBox({ id, label, button, initial, onSearch }: { id: string; label: string; button: string; initial: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <TextField id={id} label={label} type="search" value={text} onChange={setText} maxLength={50} className="flex-1" />
      <Button type="submit">{button}</Button>
    </form>
  );
}
