import { describe, expect, it } from "vitest";
import { browserKind, chatApp } from "./browserKind";

const UA = {
  iphoneSafari:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  androidChrome:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  wechatAndroid:
    "Mozilla/5.0 (Linux; Android 13; V2055A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160117 MMWEBSDK/20240301 MMWEBID/1234 MicroMessenger/8.0.48.2580(0x28003035) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64",
  wechatIos:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003129) NetType/WIFI Language/zh_CN",
  qqAndroid:
    "Mozilla/5.0 (Linux; Android 12; M2012K11AC) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/89.0.4389.72 MQQBrowser/6.2 TBS/046241 Mobile Safari/537.36 V1_AND_SQ_8.9.28_3700_YYB_D QQ/8.9.28.10155 NetType/WIFI",
  qqBrowser:
    "Mozilla/5.0 (Linux; Android 12) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/89.0 MQQBrowser/13.2 Mobile Safari/537.36",
  facebookIos:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/440.0.0.35.113;FBBV/1;FBDV/iPhone15,2;FBMD/iPhone;FBSN/iOS;FBSV/17.0]",
  line: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/13.20.0",
  tiktok:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 BytedanceWebview/d8a21c musical_ly_32.5.0",
  windowsChrome:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  macSafari:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
};

describe("where the page was opened", () => {
  it("recognises chat apps' own browsers", () => {
    expect(chatApp(UA.wechatAndroid)).toBe("wechat");
    expect(chatApp(UA.wechatIos)).toBe("wechat");
    expect(chatApp(UA.qqAndroid)).toBe("qq");
    expect(chatApp(UA.facebookIos)).toBe("facebook");
    expect(chatApp(UA.line)).toBe("line");
    expect(chatApp(UA.tiktok)).toBe("tiktok");
  });

  it("takes phone browsers, QQ's standalone browser included, for what they are", () => {
    expect(browserKind(UA.iphoneSafari)).toEqual({ kind: "phone" });
    expect(browserKind(UA.androidChrome)).toEqual({ kind: "phone" });
    expect(browserKind(UA.qqBrowser)).toEqual({ kind: "phone" });
  });

  it("tells a computer from an iPad that calls itself a Mac", () => {
    expect(browserKind(UA.windowsChrome)).toEqual({ kind: "computer" });
    expect(browserKind(UA.macSafari, 0)).toEqual({ kind: "computer" });
    expect(browserKind(UA.macSafari, 5)).toEqual({ kind: "phone" });
  });
});
