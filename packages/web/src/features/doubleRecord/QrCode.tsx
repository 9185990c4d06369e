import { useEffect, useState } from 'react';
import { toDataURL } from 'qrcode';

/**
 * The QR code of a link (the double-record dialogs 4/6/28 "scan a code with a phone", spec 02 §4), drawn by the
 * qrcode library as a PNG data URL; its accessible name is `label`.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    toDataURL(text, { margin: 1, width: 176, errorCorrectionLevel: 'M' })
      .then((url) => {
        if (live) setSrc(url);
      })
      .catch(() => {
        if (live) setSrc(null);
      });
    return () => {
      live = false;
    };
  }, [text]);
  return src ? <img src={src} alt={label} width={176} height={176} className="fd-dr-qr" /> : null;
}
