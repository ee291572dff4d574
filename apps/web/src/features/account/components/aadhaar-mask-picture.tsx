import { AADHAAR_HIDDEN_DIGITS } from '@rental/shared/documents';

/**
 * A drawn Aadhaar card with its number's first eight digits covered: what the renter should
 * hide before taking the photo (docs/product.md#documents).
 */
export function AadhaarMaskPicture() {
  return (
    <figure className="mb-0">
      <svg
        viewBox="0 0 240 140"
        width="240"
        height="140"
        role="img"
        aria-labelledby="aadhaar-mask-title"
        className="aadhaar-mask-picture"
      >
        <title id="aadhaar-mask-title">
          An Aadhaar card with the first {AADHAAR_HIDDEN_DIGITS} digits of the number covered and
          the last 4 visible
        </title>
        <rect x="1" y="1" width="238" height="138" rx="10" fill="#fff" stroke="#6c757d" />
        <rect x="1" y="1" width="238" height="22" rx="10" fill="#f8d7a9" />
        <circle cx="40" cy="65" r="22" fill="#dee2e6" />
        <rect x="76" y="48" width="120" height="9" rx="3" fill="#ced4da" />
        <rect x="76" y="64" width="90" height="9" rx="3" fill="#ced4da" />
        <rect x="20" y="102" width="124" height="24" rx="4" fill="#212529" />
        <text x="82" y="119" fill="#fff" fontSize="12" textAnchor="middle">
          hidden
        </text>
        <text x="150" y="120" fill="#212529" fontSize="16" fontFamily="monospace">
          1234
        </text>
      </svg>
      <figcaption className="small text-body-secondary mt-1">
        Cover the first {AADHAAR_HIDDEN_DIGITS} digits (a strip of paper works); keep the last 4.
      </figcaption>
    </figure>
  );
}
