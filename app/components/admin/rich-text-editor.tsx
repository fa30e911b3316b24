// The Tiptap editor behind a rich-text field (rich-text.tsx, decision 284): a toolbar of real
// buttons (bold, italic, two heading levels, lists, a link, undo), each saying whether it is on;
// the link's address typed in a field of the toolbar, not a browser prompt. The HTML it writes
// goes into a hidden field of the form under the field's name.
import { EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useRef, useState, type ReactNode } from "react";
import { useT } from "../../lib/use-t";
import { PROSE } from "../content/post-card";
import { Button } from "../ui/button";
import { cx } from "../ui/cx";
import { Bold, Heading2, Heading3, Italic, LinkIcon, List, ListOrdered, Undo2, type Icon } from "../ui/icons";
import type { RichTextProps } from "./rich-text";

function Tool({ label, icon: I, on, onPress, disabled }: { label: string; icon: Icon; on?: boolean; onPress: () => void; disabled?: boolean }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={on === undefined ? undefined : on}
      disabled={disabled}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onPress}
      className={cx(
        "inline-flex size-10 items-center justify-center rounded-md text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:opacity-40",
        on ? "bg-ink text-page" : "hover:bg-surface-soft",
      )}
    >
      <I aria-hidden="true" size={18} />
    </button>
  );
}

const SAFE_URL = /^(https?:\/\/\S+|mailto:\S+|tel:\S+|\/(?!\/)\S*)$/;

export default function RichTextEditor({ id, name, defaultValue, lang, error, labelId, describedBy }: RichTextProps & { labelId: string; describedBy?: string }) {
  const { t } = useT();
  const [html, setHtml] = useState(defaultValue);
  const [linking, setLinking] = useState<string | null>(null);
  const [linkError, setLinkError] = useState(false);
  const linkField = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    immediatelyRender: false,
    // the toolbar says what is on where the caret is: drawn again at each change of the text or the caret
    shouldRerenderOnTransaction: true,
    // no <style> element of its own (the page's policy allows none without its nonce): app.css has its few rules
    injectCSS: false,
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, code: false, codeBlock: false, link: { openOnClick: false, autolink: true, defaultProtocol: "https", HTMLAttributes: { target: null, rel: null } } })],
    content: defaultValue,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(error ? { "aria-invalid": "true" } : {}),
        ...(lang ? { lang } : {}),
        // the storefront's own prose styles: what is written looks as it will be read
        class: `${PROSE} min-h-48 px-4 py-3 text-ink focus:outline-none`,
      },
    },
    onUpdate: ({ editor: written }) => setHtml(written.isEmpty ? "" : written.getHTML()),
  });
  const e = editor;
  const state = e ? { bold: e.isActive("bold"), italic: e.isActive("italic"), h2: e.isActive("heading", { level: 2 }), h3: e.isActive("heading", { level: 3 }), ul: e.isActive("bulletList"), ol: e.isActive("orderedList"), link: e.isActive("link"), undo: e.can().undo() } : null;
  const chain = () => editor!.chain().focus();
  const openLink = () => {
    setLinkError(false);
    setLinking((editor?.getAttributes("link").href as string | undefined) ?? "");
    requestAnimationFrame(() => linkField.current?.focus());
  };
  const applyLink = () => {
    const url = (linking ?? "").trim();
    if (url === "") chain().extendMarkRange("link").unsetLink().run();
    else if (!SAFE_URL.test(url)) return setLinkError(true);
    else chain().extendMarkRange("link").setLink({ href: url }).run();
    setLinking(null);
  };
  const tools: ReactNode = state && (
    <>
      <Tool label={t("admin.content.rt.bold")} icon={Bold} on={state.bold} onPress={() => chain().toggleBold().run()} />
      <Tool label={t("admin.content.rt.italic")} icon={Italic} on={state.italic} onPress={() => chain().toggleItalic().run()} />
      <Tool label={t("admin.content.rt.h2")} icon={Heading2} on={state.h2} onPress={() => chain().toggleHeading({ level: 2 }).run()} />
      <Tool label={t("admin.content.rt.h3")} icon={Heading3} on={state.h3} onPress={() => chain().toggleHeading({ level: 3 }).run()} />
      <Tool label={t("admin.content.rt.ul")} icon={List} on={state.ul} onPress={() => chain().toggleBulletList().run()} />
      <Tool label={t("admin.content.rt.ol")} icon={ListOrdered} on={state.ol} onPress={() => chain().toggleOrderedList().run()} />
      <Tool label={t("admin.content.rt.link")} icon={LinkIcon} on={state.link} onPress={openLink} />
      <Tool label={t("admin.content.rt.undo")} icon={Undo2} disabled={!state.undo} onPress={() => chain().undo().run()} />
    </>
  );
  return (
    <div className={cx("rounded-md border bg-page focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-focus", error ? "border-danger" : "border-line-strong")}>
      {/* the text box with this id exists only once the editor is made, after the first draw */}
      <div role="toolbar" aria-label={t("admin.content.rt.toolbar")} aria-controls={editor ? id : undefined} className="flex flex-wrap items-center gap-1 border-b border-line p-1">
        {tools}
      </div>
      {linking !== null && (
        <div className="flex flex-wrap items-end gap-2 border-b border-line bg-surface-soft p-2">
          <label className="flex min-w-56 flex-1 flex-col gap-1 text-small font-semibold text-ink">
            {t("admin.content.rt.linkUrl")}
            <input
              ref={linkField}
              type="text"
              inputMode="url"
              value={linking}
              onChange={(e) => setLinking(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === "Enter") {
                  e.preventDefault();
                  applyLink();
                }
                if (e.key === "Escape") setLinking(null);
              }}
              aria-invalid={linkError || undefined}
              className={cx("min-h-11 rounded-md border bg-page px-3 text-body font-normal", linkError ? "border-danger" : "border-line-strong")}
              placeholder="https://"
            />
            {linkError && <span role="alert" className="font-normal text-danger">{t("admin.content.rt.linkBad")}</span>}
          </label>
          <Button type="button" size="sm" onClick={applyLink}>
            {t("admin.content.rt.linkApply")}
          </Button>
          <Button type="button" size="sm" variant="secondary" onClick={() => setLinking(null)}>
            {t("admin.content.rt.linkCancel")}
          </Button>
        </div>
      )}
      <EditorContent editor={editor} />
      <input type="hidden" name={name} value={html} />
    </div>
  );
}
