import type { ReactNode, SVGProps } from 'react';

// Small line icons drawn for this site. Decorative: the text beside each one carries the meaning.

type IconProps = SVGProps<SVGSVGElement>;

export function make(paths: ReactNode, filled = false) {
  return function Icon(props: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        width="1em"
        height="1em"
        fill={filled ? 'currentColor' : 'none'}
        stroke={filled ? 'none' : 'currentColor'}
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {paths}
      </svg>
    );
  };
}
