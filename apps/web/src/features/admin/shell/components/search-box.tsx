import { useEffect, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export const SEARCH_DEBOUNCE_MS = 350;

interface SearchBoxProps {
  id: string;
  label: string;
  placeholder?: string;
  /** The search in force (from the address). */
  value: string;
  onSearch: (search: string) => void;
}

/** An admin list's search: typing searches after a short pause; Enter searches at once. */
export function SearchBox({ id, label, placeholder, value, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The address changed from elsewhere (Back, a link): show what it now says.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (settled === text && settled.trim() !== value) onSearch(settled.trim());
  }, [settled, text, value, onSearch]);

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <Form.Label htmlFor={id}>{label}</Form.Label>
      <Form.Control
        id={id}
        type="search"
        value={text}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(e) => setText(e.target.value)}
      />
    </form>
  );
}
