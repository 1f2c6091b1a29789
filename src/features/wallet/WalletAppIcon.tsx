import type { ReactNode } from "react";
import type { WalletAppId } from "../../wallet/entry/walletApps";

/**
 * Each wallet's mark, drawn here in its maker's colour (no file fetched from the maker's site): enough to find the
 * wallet one holds in a list, not a copy of its logo.
 */
const MARKS: Record<WalletAppId, { background: string; mark: ReactNode }> = {
  metamask: {
    background: "#f6851b",
    // A fox's head: ears, face and muzzle.
    mark: (
      <>
        <path d="M7 8l6 4.5L16 11l3 1.5L25 8l-1.2 8 1.2 4-5 4.5h-8L7 20l1.2-4z" fill="#fff" />
        <path d="M12 17.5l2.2.8M20 17.5l-2.2.8M14 22h4" stroke="#763d16" strokeWidth="1.6" />
      </>
    ),
  },
  trust: {
    background: "#0500ff",
    // A shield.
    mark: (
      <path
        d="M16 6.5l8 3v6c0 5-3.4 8.6-8 10-4.6-1.4-8-5-8-10v-6z"
        fill="none"
        stroke="#fff"
        strokeWidth="2.4"
        strokeLinejoin="round"
      />
    ),
  },
  tokenpocket: {
    background: "#2980fe",
    // A "T" beside a pocket.
    mark: (
      <>
        <path d="M7.5 9h9v4h-2.5v10h-4V13H7.5z" fill="#fff" />
        <path d="M18 9h2.5a5 5 0 0 1 0 10H18z" fill="#b8d4ff" />
      </>
    ),
  },
  binance: {
    background: "#1e2026",
    // Diamonds: one in the middle, four around it.
    mark: (
      <g fill="#f0b90b">
        <path d="M16 13l3 3-3 3-3-3z" />
        <path d="M16 6l5 5-2 2-3-3-3 3-2-2z" />
        <path d="M16 26l-5-5 2-2 3 3 3-3 2 2z" />
        <path d="M8 14l2 2-2 2-2-2zM24 14l2 2-2 2-2-2z" />
      </g>
    ),
  },
  okx: {
    background: "#000",
    // A checkerboard of five squares.
    mark: (
      <g fill="#fff">
        <rect x="7" y="7" width="5.5" height="5.5" />
        <rect x="19.5" y="7" width="5.5" height="5.5" />
        <rect x="13.25" y="13.25" width="5.5" height="5.5" />
        <rect x="7" y="19.5" width="5.5" height="5.5" />
        <rect x="19.5" y="19.5" width="5.5" height="5.5" />
      </g>
    ),
  },
  bitget: {
    background: "#00d5e6",
    // Two slanted bars.
    mark: (
      <g fill="#062b33">
        <path d="M9 9h7l-5 7 5 7H9l5-7z" />
        <path d="M16 9h7l-5 7 5 7h-7l5-7z" opacity="0.55" />
      </g>
    ),
  },
  safepal: {
    background: "#4a21ef",
    // A key-hole shield.
    mark: (
      <>
        <path d="M16 6l8.5 4.5v5.5c0 5-3.6 8.6-8.5 10-4.9-1.4-8.5-5-8.5-10v-5.5z" fill="#fff" />
        <circle cx="16" cy="14.5" r="2.4" fill="#4a21ef" />
        <path d="M15 16.5h2l.6 4.5h-3.2z" fill="#4a21ef" />
      </>
    ),
  },
  imtoken: {
    background: "#1587d4",
    // A drop of water.
    mark: <path d="M16 6c3.5 5 7 8.5 7 12.5a7 7 0 0 1-14 0C9 14.5 12.5 11 16 6z" fill="#fff" />,
  },
};

/** The wallet's mark in a rounded square, decorative: the wallet's name is always written beside it. */
export function WalletAppIcon({ id }: { id: WalletAppId }) {
  const { background, mark } = MARKS[id];
  return (
    <svg className="wallet-app-icon" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill={background} />
      {mark}
    </svg>
  );
}
