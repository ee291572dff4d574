/** The logo: a car in a rounded square. */
export function BrandMark() {
  return (
    <svg viewBox="0 0 64 64" width="36" height="36" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#1d4ed8" />
      <path
        d="M14 38l5-11c1-2 3-3 5-3h16c2 0 4 1 5 3l5 11v8a2 2 0 0 1-2 2h-3a2 2 0 0 1-2-2v-2H21v2a2 2 0 0 1-2 2h-3a2 2 0 0 1-2-2z"
        fill="#fff"
      />
      <circle cx="22" cy="38" r="3" fill="#1d4ed8" />
      <circle cx="42" cy="38" r="3" fill="#1d4ed8" />
      <path d="M22 30l2-4h16l2 4z" fill="#f59e0b" />
    </svg>
  );
}
