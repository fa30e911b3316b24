// Live preview's entry in every page: the address script that runs before the app, and the
// listener, whose code (live-preview.tsx) loads only when the page is framed (by the business's
// own /admin or an origin it allows) — a visitor's page never downloads it.
import { useEffect } from "react";
import { useNavigate } from "react-router";

/**
 * Runs in <head> before the app starts: moves a preview theme found between '-ps--' and '--pe-'
 * out of the visible address. The server, when it signed that theme, keeps it in a cookie until
 * its window closes (sent on with every page and data request).
 */
export const PREVIEW_URL_SCRIPT = `(function(){try{var l=location,p=l.pathname,s=p.indexOf("-ps--");if(s<0)return;var e=p.indexOf("--pe-",s+5);if(e<0)return;var r=(p.slice(0,s)+p.slice(e+5)).replace(/\\/{2,}/g,"/")||"/";history.replaceState(history.state,"",r+l.search+l.hash)}catch(_){}})()`;

export function LivePreview({ origins }: { origins: string[] }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (window.parent === window) return;
    let stop: (() => void) | undefined;
    let gone = false;
    void import("./live-preview").then((m) => {
      // the business's own back-office (/admin, on this same origin) previews too
      if (!gone) stop = m.listenToPreview([...origins, window.location.origin], navigate);
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [origins, navigate]);
  return null;
}
