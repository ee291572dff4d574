import { useId, useState } from 'react';
import { CHAT_DEFAULT_TEXT, SOCIAL_PROFILE_URL, chatLink } from '@rental/shared/business';
import { IconCamera, IconChat, IconClose } from '../icons';

/** docs/product.md#screens: a floating toggle with two sub-buttons, the messaging-app chat and the social profile. */
export function ChatButton() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  return (
    <aside
      className={`chat-fab${open ? ' is-open' : ''}`}
      aria-label="Chat with us"
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
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
      <button
        type="button"
        className="chat-fab__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <IconClose /> : <IconChat />}
        <span className="visually-hidden">{open ? 'Close chat options' : 'Chat with us'}</span>
      </button>
    </aside>
  );
}
