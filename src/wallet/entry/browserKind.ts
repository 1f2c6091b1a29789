/**
 * Where the page was opened, as far as its user agent tells: a chat app's own browser, a phone's browser or a
 * computer's. Chat apps' browsers do not hand custom schemes or app links to other apps (WeChat documents it;
 * the others are widely reported), so their readers are sent to the system browser first
 * (docs/decisions/0024-wallet-entry-points.md).
 */
export type ChatAppId =
  | "wechat"
  | "qq"
  | "weibo"
  | "dingtalk"
  | "douyin"
  | "tiktok"
  | "messenger"
  | "facebook"
  | "instagram"
  | "line";

/** User-agent tokens, the more specific first (WeChat's Android agent also names QQ's browser engine). */
const CHAT_APPS: readonly [ChatAppId, RegExp][] = [
  ["wechat", /MicroMessenger\//i],
  ["dingtalk", /DingTalk\//i],
  ["weibo", /\bWeibo\b|__weibo__/i],
  ["qq", /\sQQ\/\d/],
  ["douyin", /\baweme\b/i],
  ["tiktok", /musical_ly|BytedanceWebview|\bTikTok\b|\btrill\b/i],
  ["messenger", /FB_IAB\/Orca-Android|MessengerForiOS|FBAN\/Messenger/i],
  ["facebook", /FBAN\/|FBAV\/|FB_IAB\//],
  ["instagram", /\bInstagram\b/i],
  ["line", /\bLine\/\d/],
];

/** The chat app whose in-app browser shows the page, or null. */
export function chatApp(userAgent: string): ChatAppId | null {
  return CHAT_APPS.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? null;
}

/** A phone or tablet: its wallets are apps, reached by deep links. iPadOS calls itself a Mac with a touch screen. */
export function isHandheld(userAgent: string, maxTouchPoints = 0): boolean {
  if (/Android|iPhone|iPod|iPad|Mobile|HarmonyOS|OpenHarmony/i.test(userAgent)) return true;
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1;
}

export type BrowserKind = { kind: "chat"; app: ChatAppId } | { kind: "phone" } | { kind: "computer" };

export function browserKind(userAgent: string, maxTouchPoints = 0): BrowserKind {
  const app = chatApp(userAgent);
  if (app) return { kind: "chat", app };
  return isHandheld(userAgent, maxTouchPoints) ? { kind: "phone" } : { kind: "computer" };
}
