import { useState } from 'react';
import Button from 'react-bootstrap/Button';

interface CopyButtonProps {
  text: string;
  /** What is copied, for screen readers: 'link', 'recovery codes'. */
  what: string;
  label?: string;
  className?: string;
}

/** Copies `text` to the clipboard and says so; where the clipboard is refused, asks to copy by hand. */
export function CopyButton({ text, what, label = 'Copy', className }: CopyButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = () => {
    navigator.clipboard
      .writeText(text)
      .then(() => setState('copied'))
      .catch(() => setState('failed'));
  };
  return (
    <span className={className}>
      <Button variant="outline-primary" size="sm" onClick={copy} className="text-nowrap">
        {label}
        <span className="visually-hidden"> the {what}</span>
      </Button>
      <span aria-live="polite" className="small ms-2">
        {state === 'copied' && 'Copied.'}
        {state === 'failed' && 'Copying is blocked here: select the text and copy it.'}
      </span>
    </span>
  );
}
