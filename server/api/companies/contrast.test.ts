// companies/{id}: a change of colours that leaves text unreadable (WCAG AA) is refused with a 400
// naming the colour to change and saying why; nothing is written. A business whose stored colours
// already fail is not refused a change that leaves those colours alone.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { companies } from "../../db/schema";
import { companyUserToken } from "../../staff/test-support";
import { SPA } from "../../testing";
import { useTestServer } from "../../use-test-server";
import { json } from "../users/test-helpers";

const server = useTestServer();
let owner: string, spaId: number;
const stored = async () => (await server.database.db.select().from(companies).where(eq(companies.id, spaId)))[0]!;
const put = (settings: unknown) => json(server, "PUT", `/api/companies/${spaId}`, { settings }, { token: owner, lang: "en" });

beforeAll(async () => {
  const o = await companyUserToken(server.database.db, SPA, "owner");
  owner = o.token;
  spaId = o.companyId;
});

describe("companies/{id}: the contrast of the theme's colours", () => {
  it("refuses pale text on a white page, naming the text colour, the ratio and what to change", async () => {
    const before = await stored();
    const res = await put({ themes: { colors: { text: "#aaaaaa" } } });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(Object.keys(error.fields)).toEqual(["settings.themes.colors.text"]);
    expect(error.fields["settings.themes.colors.text"]).toMatch(/2\.\d\d:1 of text on background is below the 4\.5:1 .* body text: make text darker or background lighter/);
    const after = await stored();
    expect(after.version).toBe(before.version);
    expect(after.settings).toEqual(before.settings);
  });

  it("names the background when the change made it unreadable, and the button's label on its colour", async () => {
    const dark = await put({ themes: { colors: { background: "#222222" } } });
    expect(dark.status).toBe(400);
    // the text and the primary colour both fail on it: one message, the text's
    expect((await dark.json()).error.fields).toEqual({ "settings.themes.colors.background": expect.stringMatching(/of text on background .* body text: make background lighter or text darker/) });
    const button = await put({ themes: { colors: { buttonBackground: "#777777", buttonText: "#ffffff" } } });
    expect(button.status).toBe(400);
    // the white label was already stored: the grey the change brought is what to change
    expect((await button.json()).error.fields).toEqual({ "settings.themes.colors.buttonBackground": "contrast 4.47:1 of buttonText on buttonBackground is below the 4.5:1 WCAG AA asks for button text: make buttonBackground darker or buttonText lighter" });
  });

  it("asks 3:1 of the primary colour (links, accents), and takes one that reads", async () => {
    const pale = await put({ themes: { colors: { primary: "#f5d76e" } } });
    expect(pale.status).toBe(400);
    expect((await pale.json()).error.fields).toEqual({ "settings.themes.colors.primary": expect.stringMatching(/below the 3:1 WCAG AA asks for the primary colour/) });
    // 3.0:1 is large text's level: a mid-tone primary the storefront darkens for small text passes
    const mid = await put({ themes: { colors: { primary: "#c0392b" } } });
    expect(mid.status).toBe(200);
    expect((await stored()).settings).toMatchObject({ themes: { colors: { primary: "#c0392b" } } });
    await put({ themes: { colors: { primary: null } } });
  });

  it("lets a business whose stored colours already fail change something else", async () => {
    const current = (await stored()).settings as { themes: { colors: Record<string, string> } };
    // stored before the rule existed: written straight to the row
    await server.database.db.update(companies).set({ settings: { ...current, themes: { ...current.themes, colors: { ...current.themes.colors, text: "#bbbbbb" } } } }).where(eq(companies.id, spaId));
    expect((await put({ identity: { displayName: "Maison Lumière" } })).status).toBe(200);
    // touching that pair again must make it read
    expect((await put({ themes: { colors: { text: "#cccccc" } } })).status).toBe(400);
    expect((await put({ themes: { colors: { text: "#333333" } } })).status).toBe(200);
  });
});
