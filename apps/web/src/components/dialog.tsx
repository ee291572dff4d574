import { useEffect, useId, useRef, type ReactNode } from 'react';
import { IconClose } from './icons';

interface DialogProps {
  show: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Hide the title visually (it still names the dialog for screen readers). */
  hideTitle?: boolean;
  className?: string;
}

/**
 * A small modal built on the native <dialog>: the browser traps focus, closes on Escape, makes the
 * page behind inert and gives focus back on close. Put `data-autofocus` on the control that should
 * get focus first.
 */
export function Dialog({
  show,
  onClose,
  title,
  children,
  footer,
  size = 'md',
  hideTitle = false,
  className = '',
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (show && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!show && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [show]);

  return (
    <dialog
      ref={ref}
      className={`app-dialog app-dialog--${size} ${className}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself.
        if (event.target === ref.current) onClose();
      }}
    >
      {show && (
        <div className="app-dialog__content">
          <div className="app-dialog__header">
            <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'app-dialog__title'}>
              {title}
            </h2>
            <button
              type="button"
              className="app-dialog__close"
              onClick={onClose}
              aria-label="Close"
            >
              <IconClose />
            </button>
          </div>
          {children !== undefined && <div className="app-dialog__body">{children}</div>}
          {footer && <div className="app-dialog__footer">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}
