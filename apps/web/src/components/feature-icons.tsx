import { make } from './make-icon';

// More line icons, for the screens (kept apart from the layout's so the first load stays small).

export const IconSeats = /* @__PURE__ */ make(
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c.8-3.6 3.4-5.5 6.5-5.5s5.7 1.9 6.5 5.5M16 4.8a3.3 3.3 0 0 1 0 6.4M18 14.8c2 .7 3.2 2.4 3.6 5.2" />
  </>,
);

export const IconFuel = /* @__PURE__ */ make(
  <path d="M4 21V5a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v16M3 21h12M4 10h10M14 8h2.5A1.5 1.5 0 0 1 18 9.5V16a1.5 1.5 0 0 0 3 0V8l-3-3" />,
);

export const IconGears = /* @__PURE__ */ make(
  <>
    <circle cx="5" cy="5" r="2" />
    <circle cx="12" cy="5" r="2" />
    <circle cx="19" cy="5" r="2" />
    <circle cx="5" cy="19" r="2" />
    <circle cx="12" cy="19" r="2" />
    <path d="M5 7v10M12 7v10M19 7v5H5" />
  </>,
);

export const IconStar = /* @__PURE__ */ make(
  <path d="m12 2.5 2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z" />,
  true,
);

export const IconClock = /* @__PURE__ */ make(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);

export const IconSearch = /* @__PURE__ */ make(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
);

export const IconSliders = /* @__PURE__ */ make(
  <>
    <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12" />
    <circle cx="16" cy="6" r="2" />
    <circle cx="10" cy="12" r="2" />
    <circle cx="18" cy="18" r="2" />
  </>,
);

export const IconShield = /* @__PURE__ */ make(
  <>
    <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.3 7.5 9.5 4.3-1.2 7.5-4.9 7.5-9.5V6z" />
    <path d="m8.8 12 2.2 2.2 4.2-4.4" />
  </>,
);

export const IconCalendar = /* @__PURE__ */ make(
  <>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </>,
);

export const IconTruck = /* @__PURE__ */ make(
  <>
    <path d="M3 6h11v10H3zM14 10h4l3 3v3h-7" />
    <circle cx="7" cy="17.5" r="2" />
    <circle cx="17" cy="17.5" r="2" />
  </>,
);

export const IconKey = /* @__PURE__ */ make(
  <>
    <circle cx="8" cy="15" r="4" />
    <path d="m11 12 9-9M16.5 6.5l2.5 2.5M14 9l2 2" />
  </>,
);

export const IconBolt = /* @__PURE__ */ make(<path d="M13 2 4.5 13.5H11L10 22l8.5-11.5H12z" />);

export const IconDocument = /* @__PURE__ */ make(
  <>
    <path d="M7 3h7l5 5v13H7z" />
    <path d="M14 3v5h5M10 13h6M10 17h6" />
  </>,
);

export const IconMap = /* @__PURE__ */ make(
  <>
    <path d="M9 4 3 6.5v13.5l6-2.5 6 2.5 6-2.5V4l-6 2.5z" />
    <path d="M9 4v13.5M15 6.5V20" />
  </>,
);

export const IconHeadset = /* @__PURE__ */ make(
  <>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <rect x="3" y="13" width="4" height="6" rx="1.5" />
    <rect x="17" y="13" width="4" height="6" rx="1.5" />
    <path d="M19 19c0 1.4-1.8 2.5-5 2.5" />
  </>,
);

export const IconPause = /* @__PURE__ */ make(<path d="M9 6v12M15 6v12" strokeWidth="2.4" />);

export const IconPlay = /* @__PURE__ */ make(<path d="M8 5.5v13l10.5-6.5z" />, true);
