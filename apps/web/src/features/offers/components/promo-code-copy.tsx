import { useEffect, useState } from 'react';

/**
 * docs/product.md#promo-codes: an offer's code and a Copy button; "Copied" is announced to
 * screen readers and shown for a moment. Where the clipboard is refused, the code is selected so
 * it can be copied by hand.
 */
export function PromoCodeCopy({ code, offer }: { code: string; offer: string }) {
  const [copied, setCopied] = useState(false);
  const codeId = `promo-code-${offer.replace(/\W+/g, '-')}`;

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 3_000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      const node = document.getElementById(codeId);
      if (node) window.getSelection()?.selectAllChildren(node);
    }
  };

  return (
    <div className="offer-code">
      <span className="offer-code__label">
        Promo code<span className="visually-hidden"> for {offer}</span>
      </span>
      <code id={codeId} className="offer-code__value">
        {code}
      </code>
      <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => void copy()}>
        {copied ? 'Copied' : 'Copy'}
        <span className="visually-hidden"> code {code}</span>
      </button>
      <span className="visually-hidden" role="status">
        {copied ? `Copied ${code}` : ''}
      </span>
    </div>
  );
}
