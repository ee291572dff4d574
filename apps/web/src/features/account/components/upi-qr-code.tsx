import { useEffect, useState } from 'react';

const SIZE = 176;

/**
 * The upi://pay link as a QR code, drawn in the browser. The QR library loads on demand, so it
 * stays out of every screen that does not show a code (docs/decisions/005-public-site-first-load.md).
 */
export function UpiQrCode({ link, label }: { link: string; label: string }) {
  const [drawn, setDrawn] = useState<{ link: string; src: string } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    import('qrcode')
      .then((qr) => qr.toDataURL(link, { errorCorrectionLevel: 'M', margin: 2, width: SIZE * 2 }))
      .then((src) => current && setDrawn({ link, src }))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [link]);

  if (failed) return null;
  return drawn?.link === link ? (
    <img src={drawn.src} alt={label} width={SIZE} height={SIZE} className="upi-qr" />
  ) : (
    <div className="upi-qr upi-qr--loading" aria-hidden="true" />
  );
}
