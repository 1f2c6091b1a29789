/** Hardhat account indexes `npm run api -- --seed` gives the demo personas (mocks/hosts/http/personas.ts). */
export const HISTORY_ACCOUNT = 3;
/** The admin persona (invite code HOLDER). */
export const ADMIN_ACCOUNT = 4;
