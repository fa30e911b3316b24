import { describe, expect, it } from "vitest";
import { readPreviewMessage } from "./preview-message";

const allowed = ["http://localhost:4999"];
const read = (data: unknown, origin = "http://localhost:4999") => readPreviewMessage(origin, allowed, data);

describe("live preview messages", () => {
  it("refuses every message from an origin not in the settings", () => {
    expect(read({ type: "colour", name: "primary", value: "#ff0000" }, "http://evil.example")).toBeNull();
    expect(readPreviewMessage("http://localhost:4999", [], { type: "css", css: "" })).toBeNull();
  });
  it("reads a colour, refusing an unknown name or a non-colour", () => {
    expect(read({ type: "colour", name: "primary", value: "#ff0000" })).toEqual({ type: "colour", name: "primary", value: "#ff0000" });
    expect(read({ type: "colour", name: "primary", value: "red;}body{x" })).toBeNull();
    expect(read({ type: "colour", name: "zIndex", value: "#fff" })).toBeNull();
  });
  it("reads a theme; one bad colour refuses it whole", () => {
    expect(read({ type: "theme", colors: { primary: "#111", secondary: "rgb(1,2,3)" }, siteContained: true })).toEqual({
      type: "theme",
      colors: { primary: "#111", secondary: "rgb(1,2,3)" },
      siteContained: true,
    });
    expect(read({ type: "theme", colors: { primary: "url(x)" } })).toBeNull();
  });
  it("reads a font with an https or local url", () => {
    expect(read({ type: "font", role: "title", name: "Lora", url: "https://fonts.example/lora.css" })).toMatchObject({ name: "Lora" });
    expect(read({ type: "font", role: "title", name: "Lora", url: "javascript:alert(1)" })).toBeNull();
    expect(read({ type: "font", role: "caption", name: "Lora", url: "" })).toBeNull();
  });
  it("reads known values with their types", () => {
    expect(read({ type: "value", name: "logoSize", value: 80 })).toEqual({ type: "value", name: "logoSize", value: 80 });
    expect(read({ type: "value", name: "logoSize", value: 9000 })).toBeNull();
    expect(read({ type: "value", name: "displayName", value: "Spa" })).toMatchObject({ value: "Spa" });
    expect(read({ type: "value", name: "innerHTML", value: "x" })).toBeNull();
  });
  it("reads css and same-site urls only", () => {
    expect(read({ type: "css", css: "h1{color:red}" })).toEqual({ type: "css", css: "h1{color:red}" });
    expect(read({ type: "url", url: "/contact" })).toEqual({ type: "url", url: "/contact" });
    expect(read({ type: "url", url: "//evil.example" })).toBeNull();
    expect(read({ type: "url", url: "https://evil.example" })).toBeNull();
    expect(read("just a string")).toBeNull();
  });
});
