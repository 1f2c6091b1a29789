/**
 * Stands in for MSW's cookie store (`msw/lib/core/utils/cookieStore`) in the service worker build only
 * (vite.config.ts). The documented API uses no cookies (the token travels in `Authorization`), and MSW's store
 * brings tough-cookie with the public suffix list: 290 KB of the worker that every worker start compiled and
 * evaluated. The Node tests and `npm run api` keep MSW's own store.
 */
interface StoredCookie {
  key: string;
  value: string;
}

export const cookieStore = {
  getCookies(url: string): StoredCookie[] {
    void url;
    return [];
  },
  async setCookie(cookie: string, url: string): Promise<void> {
    void cookie;
    void url;
  },
  persist(): void {},
};
