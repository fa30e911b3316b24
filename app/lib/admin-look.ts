// The look form of the back-office (/admin/look): the company's settings read into the form's
// fields, and the fields written back as a merge patch of the settings (contract/companies.ts
// updateCompany). The same field names drive the live preview in the browser
// (app/components/admin/look-preview.tsx) and the contrast check shown before saving.
import type { CompanySettings } from "../../domain/company-settings";
import type { ColourName } from "../../domain/colour-contrast";
import { isColour, type PreviewMessage } from "../../domain/preview-message";
import { LANGS } from "../../domain/types";

export type Typed = Record<string, string | string[]>;

export const LOOK_COLOURS = ["primary", "secondary", "background", "text", "buttonBackground", "buttonText"] as const satisfies readonly ColourName[];
export const NETWORKS = ["facebook", "instagram", "youtube", "linkedIn", "google"] as const;
export const MODULES = ["gift", "eshop", "loyalty", "magazine"] as const;
/** the menu's own links: those the business has, and room for two more */
export const menuRows = (typed: Typed) => {
  let n = 0;
  while (typed[`menu.${n}.url`] !== undefined) n++;
  return n;
};

const one = (typed: Typed, key: string) => {
  const v = typed[key];
  return ((Array.isArray(v) ? v[0] : v) ?? "").trim();
};
const on = (typed: Typed, key: string) => one(typed, key) === "on";

/** The settings as the form shows them. */
export function lookTyped(settings: CompanySettings, lang: string): Typed {
  const { identity, themes, booker } = settings;
  const hero = booker.sections.home.heroImage;
  const typed: Typed = {
    displayName: identity.displayName,
    logo: identity.logo,
    "fonts.title": themes.fonts.title.name,
    "fonts.body": themes.fonts.body.name,
    customCss: themes.customCss,
    homepageType: booker.homepageType,
    "hero.image": hero.image.url,
    "hero.position": hero.position,
  };
  for (const c of LOOK_COLOURS) typed[`colors.${c}`] = themes.colors[c];
  if (hero.enabled) typed["hero.enabled"] = "on";
  const items = [...booker.customMenuItems].sort((a, b) => a.order - b.order);
  [...items, null, null].forEach((item, i) => {
    typed[`menu.${i}.label`] = item ? (item.label[lang as keyof typeof item.label] ?? item.label.fr ?? "") : "";
    typed[`menu.${i}.url`] = item?.url ?? "";
    if (item?.newTab) typed[`menu.${i}.newTab`] = "on";
  });
  for (const n of NETWORKS) {
    typed[`social.${n}.url`] = identity.socialNetworks[n].url;
    if (identity.socialNetworks[n].active) typed[`social.${n}.active`] = "on";
  }
  const modules = { gift: booker.gift.active, eshop: booker.eshopEnabled && booker.products.active, loyalty: booker.loyalty.active, magazine: booker.magazineEnabled };
  for (const m of MODULES) if (modules[m]) typed[`module.${m}`] = "on";
  for (const l of LANGS) if (booker.langs[l]) typed[`langs.${l}`] = "on";
  return typed;
}

/**
 * The merge patch of the settings from what was typed. A menu label is written in the page's
 * language, the others kept as they were; a font keeps its stylesheet while its name stays.
 */
export function lookPatch(typed: Typed, current: CompanySettings, lang: string) {
  const font = (role: "title" | "body") => {
    const name = one(typed, `fonts.${role}`);
    return { name, url: name === current.themes.fonts[role].name ? current.themes.fonts[role].url : "" };
  };
  const byUrl = new Map(current.booker.customMenuItems.map((item) => [item.url, item]));
  const menu = Array.from({ length: menuRows(typed) }, (_, i) => ({ label: one(typed, `menu.${i}.label`), url: one(typed, `menu.${i}.url`), newTab: on(typed, `menu.${i}.newTab`) }))
    .filter((row) => row.label || row.url)
    .map((row, order) => ({ label: { fr: row.label, ...byUrl.get(row.url)?.label, [lang]: row.label }, url: row.url, order, newTab: row.newTab }));
  const eshop = on(typed, "module.eshop");
  return {
    identity: {
      displayName: one(typed, "displayName"),
      logo: one(typed, "logo"),
      socialNetworks: Object.fromEntries(NETWORKS.map((n) => [n, { active: on(typed, `social.${n}.active`), url: one(typed, `social.${n}.url`) }])),
    },
    themes: {
      colors: Object.fromEntries(LOOK_COLOURS.map((c) => [c, one(typed, `colors.${c}`)])),
      fonts: { title: font("title"), body: font("body") },
      customCss: typeof typed.customCss === "string" ? typed.customCss : "",
    },
    booker: {
      homepageType: one(typed, "homepageType"),
      sections: { home: { heroImage: { enabled: on(typed, "hero.enabled"), image: { url: one(typed, "hero.image") }, position: one(typed, "hero.position") } } },
      customMenuItems: menu,
      gift: { active: on(typed, "module.gift") },
      eshopEnabled: eshop,
      products: { active: eshop },
      loyalty: { active: on(typed, "module.loyalty") },
      magazineEnabled: on(typed, "module.magazine"),
      langs: Object.fromEntries(LANGS.map((l) => [l, on(typed, `langs.${l}`)])),
    },
  };
}

/** The form's field of an API refusal's path ('settings.themes.colors.text' → 'colors.text'). */
export function lookField(path: string): string {
  const p = path.replace(/^settings\./, "");
  const colour = /^themes\.colors\.(\w+)/.exec(p);
  if (colour) return `colors.${colour[1]}`;
  const fixed: [RegExp, string][] = [
    [/^identity\.displayName/, "displayName"],
    [/^identity\.logo/, "logo"],
    [/^themes\.fonts\.(title|body)/, "fonts.$1"],
    [/^themes\.customCss/, "customCss"],
    [/^booker\.homepageType/, "homepageType"],
    [/^booker\.sections\.home\.heroImage\.image/, "hero.image"],
    [/^booker\.sections\.home\.heroImage/, "hero.position"],
    [/^booker\.customMenuItems\.(\d+)\.url/, "menu.$1.url"],
    [/^booker\.customMenuItems\.(\d+)/, "menu.$1.label"],
    [/^identity\.socialNetworks\.(\w+)/, "social.$1.url"],
    [/^booker\.langs/, "langs"],
    [/^booker\.(gift|loyalty)/, "module.$1"],
    [/^booker\.(eshopEnabled|products)/, "module.eshop"],
  ];
  for (const [re, to] of fixed) if (re.test(p)) return p.replace(new RegExp(`${re.source}.*$`), to);
  return "form";
}

/** The theme part of what was typed: what the preview theme is signed for (domain/preview-theme.ts). */
export function lookThemes(typed: Typed) {
  return {
    colors: Object.fromEntries(LOOK_COLOURS.map((c) => [c, one(typed, `colors.${c}`)]).filter(([, v]) => isColour(v))),
    fonts: { title: { name: one(typed, "fonts.title"), url: "" }, body: { name: one(typed, "fonts.body"), url: "" } },
    customCss: typeof typed.customCss === "string" ? typed.customCss : "",
  };
}

/** The preview messages (domain/preview-message.ts) that show what was typed in the framed storefront. */
export function lookMessages(typed: Typed): PreviewMessage[] {
  const themes = lookThemes(typed);
  const out: PreviewMessage[] = [{ type: "theme", colors: themes.colors }];
  for (const role of ["title", "body"] as const) if (themes.fonts[role].name) out.push({ type: "font", role, name: themes.fonts[role].name, url: "" });
  const name = one(typed, "displayName");
  if (name && name.length <= 120) out.push({ type: "value", name: "displayName", value: name });
  const logo = one(typed, "logo");
  if (logo) out.push({ type: "value", name: "logo", value: logo });
  return out;
}
