import type { ManifestOptions } from "vite-plugin-pwa";

/** index.html's description: the install prompt and the store-like sheets show this one. */
export const APP_DESCRIPTION = "Holder: tokens, NFTs, nodes and team earnings on BNB Smart Chain.";

/** The dark ground of the app and its splash: the launch screen Android paints from the manifest matches it. */
const BACKGROUND = "#0b0f1a";

/** The icons in public/icons/ (drawn by scripts/build/make-icons.mjs); `size` is the side in pixels. */
export const MANIFEST_ICONS = [
  { file: "icon-192.png", size: 192, purpose: "any" },
  { file: "icon-512.png", size: 512, purpose: "any" },
  { file: "maskable-512.png", size: 512, purpose: "maskable" },
] as const;

/**
 * The web app manifest for vite-plugin-pwa's `manifest` option, for an app served from `base` (Vite's base: "/" or a
 * sub-path such as "/holder/"). Start URL, scope and id are the base itself so one host can serve several copies, each
 * installable on its own; icon sources are relative, resolved against the manifest's URL, which sits at the base.
 */
export function webManifest(base: string): Partial<ManifestOptions> {
  if (!base.startsWith("/") || !base.endsWith("/")) {
    throw new Error(`webManifest: the base must start and end with "/" (got "${base}")`);
  }
  return {
    name: "Holder",
    short_name: "Holder",
    description: APP_DESCRIPTION,
    id: base,
    start_url: base,
    scope: base,
    display: "standalone",
    orientation: "portrait",
    theme_color: BACKGROUND,
    background_color: BACKGROUND,
    lang: "en",
    dir: "ltr",
    icons: MANIFEST_ICONS.map(({ file, size, purpose }) => ({
      src: `icons/${file}`,
      sizes: `${size}x${size}`,
      type: "image/png",
      purpose,
    })),
  };
}
