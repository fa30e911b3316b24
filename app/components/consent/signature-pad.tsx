// A drawn signature: a canvas that follows pointer events (finger, stylus, mouse) and keeps the
// strokes as SVG path data (M and L commands in a 600 × 200 box, whatever the canvas's size on
// screen) in a hidden field, so the server stores and prints the path itself, never an image
// sent by the browser. 'Clear' starts again; the keyboard signs by typing the name instead.
import { useEffect, useRef, useState } from "react";
import { useT } from "../../lib/use-t";
import { Button } from "../ui/button";

const W = 600;
const H = 200;

export function SignaturePad({ name, error, errorId }: { name: string; error?: string; errorId: string }) {
  const { t } = useT();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [path, setPath] = useState("");
  const drawing = useRef(false);

  useEffect(() => {
    const c = canvas.current;
    if (!c) return;
    const ctx = c.getContext("2d");
    if (!ctx) return;
    ctx.clearRect(0, 0, W, H);
    ctx.lineWidth = 4;
    ctx.lineCap = "round";
    ctx.lineJoin = "round";
    ctx.strokeStyle = getComputedStyle(c).color;
    if (path) ctx.stroke(new Path2D(path));
  }, [path]);

  const at = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    const x = Math.round(((e.clientX - r.left) / r.width) * W * 10) / 10;
    const y = Math.round(((e.clientY - r.top) / r.height) * H * 10) / 10;
    return `${Math.max(0, Math.min(W, x))} ${Math.max(0, Math.min(H, y))}`;
  };

  return (
    <div className="flex flex-col gap-2">
      <canvas
        ref={canvas}
        width={W}
        height={H}
        role="img"
        aria-label={t("consent.draw.label")}
        aria-describedby={error ? errorId : undefined}
        data-testid="signature-pad"
        className={`aspect-[3/1] w-full touch-none rounded-md border bg-page text-ink ${error ? "border-danger" : "border-line-strong"}`}
        onPointerDown={(e) => {
          e.currentTarget.setPointerCapture(e.pointerId);
          drawing.current = true;
          const p = at(e);
          setPath((old) => `${old}${old ? " " : ""}M${p}`);
        }}
        onPointerMove={(e) => {
          if (!drawing.current) return;
          const p = at(e);
          setPath((old) => `${old} L${p}`);
        }}
        onPointerUp={() => (drawing.current = false)}
        onPointerCancel={() => (drawing.current = false)}
      />
      <input type="hidden" name={name} value={path} />
      <div className="flex items-center justify-between gap-3">
        <p className="text-caption text-ink-muted">{t("consent.draw.hint")}</p>
        <Button variant="quiet" size="sm" onClick={() => setPath("")} disabled={!path}>
          {t("consent.draw.clear")}
        </Button>
      </div>
    </div>
  );
}
