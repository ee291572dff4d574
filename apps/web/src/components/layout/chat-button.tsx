import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { CHAT_DEFAULT_TEXT, SOCIAL_PROFILE_URL, chatLink } from '@rental/shared/business';
import { IconCamera, IconChat, IconClose } from '../icons';

/**
 * docs/product.md#screens: the chat toggle with two sub-buttons, the messaging-app chat and the social profile.
 * It rides in the fixed navigation bar rather than over the page, so it never covers content,
 * a focused field or a screen's own buttons (docs/decisions/014-focus-and-small-screens.md).
 */
export function ChatButton() {
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // Open on the path where it was opened: going anywhere closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const setOpen = (value: boolean) => setOpenAt(value ? pathname : null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <div
      ref={root}
      className={`chat-fab${open ? ' is-open' : ''}`}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        // The menu's own Escape (the phone menu) must not also act on this one.
        event.stopPropagation();
        setOpen(false);
        toggle.current?.focus();
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="chat-fab__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        {open ? <IconClose /> : <IconChat />}
        <span className="visually-hidden">{open ? 'Close chat options' : 'Chat with us'}</span>
      </button>
      <ul id={menuId} className="chat-fab__menu" hidden={!open}>
        <li>
          <a
            href={chatLink(CHAT_DEFAULT_TEXT)}
            target="_blank"
            rel="noopener noreferrer"
            className="chat-fab__item chat-fab__item--chat"
          >
            <IconChat /> Chat on WhatsApp
          </a>
        </li>
        <li>
          <a
            href={SOCIAL_PROFILE_URL}
            target="_blank"
            rel="noopener noreferrer"
            className="chat-fab__item chat-fab__item--social"
          >
            <IconCamera /> Our Instagram
          </a>
        </li>
      </ul>
    </div>
  );
}
