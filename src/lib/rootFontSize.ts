/** Widest layout column: beyond it (tablets, desktops) the phone layout is centred, not blown up. */
export const MAX_APP_WIDTH = 540;

/**
 * docs/product.md#languages-and-scale: the root font size is the viewport width divided by 10, so 1rem is a tenth of
 * the screen.
 */
export function setRootFontSize(): void {
  const width = Math.min(document.documentElement.clientWidth || window.innerWidth, MAX_APP_WIDTH);
  document.documentElement.style.fontSize = `${width / 10}px`;
}
