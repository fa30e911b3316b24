// A picture from the media library for any back-office form (decision 290): the current one, none,
// one of the library's or a new upload, then cut to one of the storefront's shapes. The shape,
// the zoom and where the frame sits are plain form controls (radio buttons and sliders, which
// arrow keys move), so the crop works by keyboard and even before any script; with the script a
// live preview shows the cut and a pointer can drag the picture in it. The server makes the cut
// (app/lib/media-choice.server.ts reads these fields, /api/medias/{id}/crop cuts with sharp).
import { useEffect, useId, useRef, useState, type PointerEvent as ReactPointerEvent } from "react";
import { CROP_RATIOS, cropRect, MAX_ZOOM, ratioValue, type CropRatio } from "../../../domain/crop";
import { percentText } from "../../lib/percent";
import { useT, type TKey } from "../../lib/use-t";
import { TextField } from "../ui/field";
import { cx } from "../ui/cx";
import { MediaTiles, oneOf, type Medium, type Typed } from "./article-form";

export type { Medium };

/** The form's names of the picker's controls: one picker per form unless they are renamed. */
export interface PickerFields {
  image: string;
  file: string;
  crop: string;
}
export const PICKER_FIELDS: PickerFields = { image: "image", file: "file", crop: "crop" };

const RATIO_USE: Record<CropRatio, TKey> = { "4:3": "admin.media.ratio.service", "1:1": "admin.media.ratio.product", "3:2": "admin.media.ratio.shop", "16:9": "admin.media.ratio.banner" };

export interface MediaPickerProps {
  /** the section's name for the library's tiles ('Media library') */
  label: string;
  typed: Typed;
  /** the picture shown today, if any (kept unless another is chosen) */
  current: string | null;
  media: readonly Medium[];
  /** the shape the storefront draws this picture at, chosen when a new one is picked */
  ratio: CropRatio;
  errors?: Record<string, string | undefined>;
  fields?: PickerFields;
  testId?: string;
}

export function MediaPicker({ label, typed, current, media, ratio: suggested, errors = {}, fields = PICKER_FIELDS, testId = "media-picker" }: MediaPickerProps) {
  const { t, lang } = useT();
  const uid = useId();
  const initialChoice = oneOf(typed, fields.image) || (current ? "keep" : "none");
  const [choice, setChoice] = useState(initialChoice);
  // the current picture is left as it is unless asked; a newly picked one takes the page's shape
  const [ratio, setRatio] = useState(oneOf(typed, `${fields.crop}.ratio`) || (initialChoice === "keep" || initialChoice === "none" ? "none" : suggested));
  const [zoom, setZoom] = useState(Number(oneOf(typed, `${fields.crop}.zoom`)) || 1);
  const [x, setX] = useState(numberOr(oneOf(typed, `${fields.crop}.x`), 0.5));
  const [y, setY] = useState(numberOr(oneOf(typed, `${fields.crop}.y`), 0.5));
  const [upload, setUpload] = useState<string | null>(null);
  useEffect(() => () => void (upload && URL.revokeObjectURL(upload)), [upload]);

  const options = [...(current ? [{ value: "keep", label: t("admin.media.current"), img: current }] : []), { value: "none", label: t("admin.art.noImage"), img: null }, ...media.map((m) => ({ value: String(m.id), label: m.name, img: m.url }))];
  const shown = upload ?? (choice === "keep" ? current : media.find((m) => String(m.id) === choice)?.url ?? null);
  const picked = (value: string) => {
    setChoice(value);
    if (value !== "keep" && value !== "none" && ratio === "none") setRatio(suggested);
  };
  const ratios: { value: string; label: string }[] = [{ value: "none", label: t("admin.media.ratio.none") }, ...CROP_RATIOS.map((r) => ({ value: r, label: `${r} · ${t(RATIO_USE[r])}` }))];
  const slider = "h-11 w-full cursor-pointer accent-ink";
  const cropping = ratio !== "none";

  return (
    <div className="flex flex-col gap-5" data-testid={testId}>
      <div onChange={(e) => (e.target as HTMLInputElement).name === fields.image && picked((e.target as HTMLInputElement).value)}>
        <MediaTiles name={fields.image} label={label} chosen={initialChoice} options={options} />
      </div>
      <TextField
        id={`${uid}-file`}
        type="file"
        name={fields.file}
        accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
        label={t("admin.art.upload")}
        hint={t("admin.art.uploadHint")}
        error={errors[fields.file]}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          setUpload(file ? URL.createObjectURL(file) : null);
          if (file && ratio === "none") setRatio(suggested);
        }}
      />
      <fieldset className="flex flex-col gap-4 rounded-md p-4 ring-1 ring-line" aria-describedby={`${uid}-crop-hint`}>
        <legend className="px-1 text-small font-semibold text-ink">{t("admin.media.crop")}</legend>
        <p id={`${uid}-crop-hint`} className="text-caption text-ink-muted">
          {t("admin.media.cropHint")}
        </p>
        <div role="radiogroup" aria-label={t("admin.media.shape")} className="flex flex-wrap gap-2" data-testid={`${testId}-ratio`}>
          {ratios.map((r) => (
            <label key={r.value} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-3 text-small text-ink ring-1 ring-line has-checked:ring-2 has-checked:ring-ink has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus">
              <input type="radio" name={`${fields.crop}.ratio`} value={r.value} checked={ratio === r.value} onChange={() => setRatio(r.value)} className="size-4 accent-ink" />
              {r.label}
            </label>
          ))}
        </div>
        {errors[`${fields.crop}.ratio`] && (
          <p role="alert" className="text-small text-danger" data-field-error={`${fields.crop}.ratio`}>
            {errors[`${fields.crop}.ratio`]}
          </p>
        )}
        <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,16rem)]">
          <CropPreview src={shown} ratio={cropping ? (ratio as CropRatio) : null} zoom={zoom} x={x} y={y} onMove={(nx, ny) => (setX(nx), setY(ny))} label={t("admin.media.preview")} empty={t("admin.media.noPreview")} />
          <div className="flex flex-col gap-3">
            <Slider id={`${uid}-zoom`} name={`${fields.crop}.zoom`} label={t("admin.media.zoom")} min={1} max={MAX_ZOOM} step={0.05} value={zoom} onChange={setZoom} text={percentText(Math.round(zoom * 100), lang)} className={slider} disabled={!cropping} />
            <Slider id={`${uid}-x`} name={`${fields.crop}.x`} label={t("admin.media.across")} min={0} max={1} step={0.01} value={x} onChange={setX} text={percentText(Math.round(x * 100), lang)} className={slider} disabled={!cropping} />
            <Slider id={`${uid}-y`} name={`${fields.crop}.y`} label={t("admin.media.down")} min={0} max={1} step={0.01} value={y} onChange={setY} text={percentText(Math.round(y * 100), lang)} className={slider} disabled={!cropping} />
          </div>
        </div>
      </fieldset>
    </div>
  );
}

const numberOr = (text: string, fallback: number) => (text.trim() === "" || !Number.isFinite(Number(text)) ? fallback : Number(text));

/** A labelled range input that says its value; arrow keys, Page Up/Down, Home and End move it. */
function Slider({ id, name, label, min, max, step, value, onChange, text, className, disabled }: { id: string; name: string; label: string; min: number; max: number; step: number; value: number; onChange: (v: number) => void; text: string; className: string; disabled: boolean }) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-small font-semibold text-ink">
          {label}
        </label>
        <output htmlFor={id} className="text-caption tabular-nums text-ink-muted">
          {text}
        </output>
      </div>
      {/* disabled controls are not sent: the crop then reads as none on the server, as it is */}
      <input id={id} type="range" name={name} min={min} max={max} step={step} value={value} aria-valuetext={text} onChange={(e) => onChange(Number(e.currentTarget.value))} className={className} disabled={disabled} />
    </div>
  );
}

/** The cut as the storefront will show it; a pointer drags the picture inside the frame. */
function CropPreview({ src, ratio, zoom, x, y, onMove, label, empty }: { src: string | null; ratio: CropRatio | null; zoom: number; x: number; y: number; onMove: (x: number, y: number) => void; label: string; empty: string }) {
  const [size, setSize] = useState<{ w: number; h: number } | null>(null);
  const drag = useRef<{ px: number; py: number; x: number; y: number; room: { w: number; h: number } } | null>(null);
  const img = useRef<HTMLImageElement>(null);
  // a picture the server's page already loaded has fired its load before the script ran
  useEffect(() => {
    const el = img.current;
    setSize(el?.complete && el.naturalWidth ? { w: el.naturalWidth, h: el.naturalHeight } : null);
  }, [src]);
  const aspect = ratio ? ratioValue(ratio) : size ? size.w / size.h : 4 / 3;
  const rect = size && ratio ? cropRect(size.w, size.h, { ratio, zoom, x, y }) : null;
  // the picture placed so that the crop's rectangle fills the frame
  const style = rect && size ? { width: `${(size.w / rect.width) * 100}%`, left: `${(-rect.left / rect.width) * 100}%`, top: `${(-rect.top / rect.height) * 100}%` } : { width: "100%", left: 0, top: 0 };
  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (!rect || !size) return;
    const box = e.currentTarget.getBoundingClientRect();
    const scale = box.width / rect.width;
    // the room the frame has to move in, in screen pixels
    drag.current = { px: e.clientX, py: e.clientY, x, y, room: { w: (size.w - rect.width) * scale, h: (size.h - rect.height) * scale } };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    const clamp = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 100) / 100;
    // dragging the picture right shows more of its left: the frame moves the other way
    onMove(d.room.w > 0 ? clamp(d.x - (e.clientX - d.px) / d.room.w) : d.x, d.room.h > 0 ? clamp(d.y - (e.clientY - d.py) / d.room.h) : d.y);
  };
  return (
    <div
      className={cx("relative w-full touch-none overflow-hidden rounded-md bg-surface-soft ring-1 ring-line", rect && "cursor-move")}
      style={{ aspectRatio: String(aspect) }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={() => (drag.current = null)}
      onPointerCancel={() => (drag.current = null)}
      data-testid="crop-preview"
    >
      {src ? (
        <img ref={img} src={src} alt={label} draggable={false} onLoad={(e) => setSize({ w: e.currentTarget.naturalWidth, h: e.currentTarget.naturalHeight })} className="absolute max-w-none select-none" style={style} />
      ) : (
        <p className="absolute inset-0 flex items-center justify-center p-4 text-center text-caption text-ink">{empty}</p>
      )}
    </div>
  );
}
