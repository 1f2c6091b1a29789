import { QRCodeSVG } from "qrcode.react";
import "./QrCode.css";

/** A QR code as the app draws every one: dark on white with a quiet zone, medium error correction, named. */
export function QrCode({ value, size, label }: { value: string; size: number; label: string }) {
  return (
    <QRCodeSVG
      value={value}
      size={size}
      marginSize={2}
      level="M"
      bgColor="#ffffff"
      fgColor="#0b0f1a"
      role="img"
      aria-label={label}
    />
  );
}
