import { make } from './make-icon';

// The icons of the layout (navigation bar, footer, chat button) and of dialogs and carousels.

export const IconPhone = /* @__PURE__ */ make(
  <path d="M5 3h3.5l1.8 4.6-2.3 1.5a12 12 0 0 0 6 6l1.5-2.3 4.5 1.7V18a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z" />,
);

export const IconMail = /* @__PURE__ */ make(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3.5 6.5 12 13l8.5-6.5" />
  </>,
);

export const IconPin = /* @__PURE__ */ make(
  <>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
);

export const IconChat = /* @__PURE__ */ make(
  <>
    <path d="M4 20l1.4-3.9A8.5 8.5 0 1 1 8.6 19z" />
    <path d="M8.5 11.5h.01M12 11.5h.01M15.5 11.5h.01" strokeWidth="2.6" />
  </>,
);

export const IconCamera = /* @__PURE__ */ make(
  <>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17.5 6.5h.01" strokeWidth="2.6" />
  </>,
);

export const IconChevronLeft = /* @__PURE__ */ make(<path d="m15 18-6-6 6-6" />);

export const IconChevronRight = /* @__PURE__ */ make(<path d="m9 18 6-6-6-6" />);

export const IconCheck = /* @__PURE__ */ make(<path d="m5 12.5 4.5 4.5L19 7.5" />);

export const IconClose = /* @__PURE__ */ make(<path d="M6 6l12 12M18 6 6 18" />);

export const IconMenu = /* @__PURE__ */ make(<path d="M4 7h16M4 12h16M4 17h16" />);
