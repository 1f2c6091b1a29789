import { describe, expect, it } from "vitest";
import { sniffPicture } from "../../lib/pictureType";
import { checkPicture } from "./pickedPicture";

const TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"];
const PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=="),
  (c) => c.charCodeAt(0),
);

describe("checkPicture", () => {
  it("refuses a text file named .png on pick, whatever type it claims", async () => {
    const file = new File(["hello, not a picture"], "notes.png", { type: "image/png" });
    expect(await checkPicture(file, TYPES, 2 * 1024 * 1024)).toEqual({ problem: "content" });
  });

  it("takes a real PNG, and says what its bytes are", async () => {
    const file = new File([PNG], "me.png", { type: "image/png" });
    expect(await checkPicture(file, TYPES, 2 * 1024 * 1024)).toEqual({ mime: "image/png" });
  });

  it("refuses a declared type it does not take, and a file over the size, before reading it", async () => {
    expect(await checkPicture(new File(["x"], "a.txt", { type: "text/plain" }), TYPES, 10)).toEqual({
      problem: "type",
    });
    expect(await checkPicture(new File([PNG], "a.png", { type: "image/png" }), TYPES, 10)).toEqual({
      problem: "size",
    });
  });

  it("knows the four signatures", () => {
    const ascii = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));
    expect(sniffPicture(PNG)).toBe("image/png");
    expect(sniffPicture(Uint8Array.of(0xff, 0xd8, 0xff, 0xe0))).toBe("image/jpeg");
    expect(sniffPicture(ascii("GIF89a"))).toBe("image/gif");
    expect(sniffPicture(ascii("RIFF\0\0\0\0WEBPVP8 "))).toBe("image/webp");
    expect(sniffPicture(ascii("hello"))).toBeNull();
  });
});
