// Live preview (spec §1, docs/decisions/012-live-preview-messages.md): the back-office window that
// frames the storefront posts messages; those from an allowed origin change the page in place.
// Loaded only in a frame of a business that allows preview origins (preview.tsx).
import { readPreviewMessage, type PreviewMessage } from "../../../domain/preview-message";
import { fontStack, hostedFontFace, safeCustomCss, THEME_VARS } from "../../lib/theme";

function setContained(on: boolean) {
  if (on) document.body.setAttribute("data-contained", "");
  else document.body.removeAttribute("data-contained");
}

/** A <style> in <head>: the page's policy runs inline styles bearing its nonce only. */
function nonceStyle(): HTMLStyleElement {
  const style = document.createElement("style");
  style.nonce = document.querySelector<HTMLElement>("style[nonce], script[nonce]")?.nonce ?? "";
  document.head.append(style);
  return style;
}

export function applyPreview(message: PreviewMessage, navigate: (to: string) => void) {
  const root = document.documentElement.style;
  switch (message.type) {
    case "colour":
      root.setProperty(THEME_VARS[message.name], message.value);
      break;
    case "theme":
      for (const [name, value] of Object.entries(message.colors)) root.setProperty(THEME_VARS[name as keyof typeof THEME_VARS], value);
      if (message.siteContained !== undefined) setContained(message.siteContained);
      break;
    case "font": {
      if (message.url && !document.querySelector(`link[data-preview-font="${CSS.escape(message.url)}"]`)) {
        const link = document.createElement("link");
        link.rel = "stylesheet";
        link.href = message.url;
        link.dataset.previewFont = message.url;
        document.head.append(link);
      } else if (!message.url && hostedFontFace(message.name) && !document.querySelector(`style[data-preview-font="${CSS.escape(message.name)}"]`)) {
        // one of our own fonts the saved theme does not use: its face is not on the page yet
        const face = nonceStyle();
        face.dataset.previewFont = message.name;
        face.textContent = hostedFontFace(message.name);
      }
      root.setProperty(`--vt-font-${message.role}`, fontStack(message.role, message.name));
      break;
    }
    case "value":
      if (message.name === "logoSize") root.setProperty("--vt-logo-size", `${message.value}px`);
      else if (message.name === "siteContained") setContained(Boolean(message.value));
      else if (message.name === "displayName") document.querySelectorAll("[data-preview='displayName']").forEach((el) => (el.textContent = String(message.value)));
      else document.querySelectorAll<HTMLImageElement>(`img[data-preview='${message.name}']`).forEach((img) => (img.src = String(message.value)));
      break;
    case "css": {
      let style = document.getElementById("vt-custom-css");
      if (!style) {
        style = nonceStyle();
        style.id = "vt-custom-css";
      }
      style.textContent = safeCustomCss(message.css);
      break;
    }
    case "url":
      navigate(message.url);
      break;
  }
}

/** Listens to the framing back-office's messages; returns what stops listening. */
export function listenToPreview(origins: string[], navigate: (to: string) => void): () => void {
  const onMessage = (event: MessageEvent) => {
    const message = readPreviewMessage(event.origin, origins, event.data);
    if (message) applyPreview(message, navigate);
  };
  window.addEventListener("message", onMessage);
  // Tell an allowed framing window that the page listens (postMessage drops other origins).
  for (const origin of origins) window.parent.postMessage({ type: "vitrine:ready" }, origin);
  return () => window.removeEventListener("message", onMessage);
}
