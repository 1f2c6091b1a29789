import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { QrCode } from "./QrCode";

const ADDRESS = "0x1111111111111111111111111111111111111111";

describe("QrCode", () => {
  it("is an image named by its label, at the size asked", () => {
    render(<QrCode value={ADDRESS} size={160} label="Deposit address QR code" />);
    const code = screen.getByRole("img", { name: "Deposit address QR code" });
    expect(code).toHaveAttribute("width", "160");
    expect(code).toHaveAttribute("height", "160");
  });

  it("draws the value it is given: another value, another code", () => {
    // What the modules encode cannot be read back without a decoder; the drawing must at least follow the value.
    render(
      <>
        <QrCode value={ADDRESS} size={120} label="First" />
        <QrCode value={ADDRESS.replace(/1$/, "2")} size={120} label="Second" />
        <QrCode value={ADDRESS} size={120} label="Third" />
      </>,
    );
    const drawn = (name: string) =>
      [...screen.getByRole("img", { name }).querySelectorAll("path")].map((p) => p.getAttribute("d")).join();
    expect(drawn("First")).not.toBe("");
    expect(drawn("Second")).not.toBe(drawn("First"));
    expect(drawn("Third")).toBe(drawn("First"));
  });
});
