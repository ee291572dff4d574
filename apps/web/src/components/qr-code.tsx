import { useEffect, useState } from 'react';

interface QrCodeProps {
  /** What the code holds: a upi://pay or otpauth:// address. */
  value: string;
  label: string;
  /** Drawn size in CSS pixels. */
  size?: number;
  /** Sizes the image; `<className>--loading` marks the place while the code is drawn. */
  className?: string;
}

/**
 * An address as a QR code, drawn in the browser. The QR library loads on demand, so it stays
 * out of every screen that does not show a code (docs/decisions/005-public-site-first-load.md).
 */
export function QrCode({ value, label, size = 176, className }: QrCodeProps) {
  const [drawn, setDrawn] = useState<{ value: string; src: string } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    import('qrcode')
      .then((qr) => qr.toDataURL(value, { errorCorrectionLevel: 'M', margin: 2, width: size * 2 }))
      .then((src) => current && setDrawn({ value, src }))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [value, size]);

  if (failed) return null;
  return drawn?.value === value ? (
    <img src={drawn.src} alt={label} width={size} height={size} className={className} />
  ) : (
    <div className={className && `${className} ${className}--loading`} aria-hidden="true" />
  );
}
