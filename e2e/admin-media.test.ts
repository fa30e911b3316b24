// A picture for a service from the back-office in Chromium at 1280×800, French and English: the
// owner uploads a wide photo on a service's form, cuts it to the service pages' 4:3 with the
// keyboard alone (the shape's radio, the zoom and position sliders by arrow keys), saves, and the
// storefront's article has at once a 4:3 picture drawn from the chosen side of the photo; the
// form passes axe, and fits a phone.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { signInToAdmin } from "./admin-support";
import { DESKTOP, newPage, PHONE } from "./browser";
import { bookingJourney } from "./booking-support";
import { axeClean } from "./shell-helpers";

const journey = bookingJourney();
const wait = { timeout: 15_000 };
const SPA = "demo-spa-lumiere";

const storefront = async (path: string) => (await fetch(journey.server.url(`/api${path}`), { headers: { company: SPA } })).json();
type Article = { id: number; name: { fr: string }; images: { url: string; width: number; height: number }[] };

/** A 2000×1000 photo: its left half red, its right half blue. */
async function halves() {
  const left = await sharp({ create: { width: 1000, height: 1000, channels: 3, background: "#d01010" } }).png().toBuffer();
  return sharp({ create: { width: 2000, height: 1000, channels: 3, background: "#1010d0" } }).composite([{ input: left, left: 0, top: 0 }]).png().toBuffer();
}

const WORDS = {
  fr: { prefix: "", upload: "Ajouter une nouvelle image", shape: "4:3 · prestation", zoom: "Zoom", across: "Position horizontale", save: "Enregistrer" },
  en: { prefix: "/en", upload: "Add a new image", shape: "4:3 · service", zoom: "Zoom", across: "Horizontal position", save: "Save" },
} as const;

describe("a service's picture from the media library", () => {
  for (const [i, lang] of (["fr", "en"] as const).entries()) {
    it(`${lang}: the owner uploads a photo, cuts it to 4:3 by keyboard, and the storefront shows the cut at once`, async () => {
      const w = WORDS[lang];
      const { categories } = await storefront("/categories");
      const massages = categories.find((c: { slug: string }) => c.slug === "massages").articles as Article[];
      const service = massages[massages.length - 1 - i]!;
      const { context, page } = await newPage(journey.browser, DESKTOP);
      await signInToAdmin(page, journey.server.url(`${w.prefix}/admin`), "proprietaire@demo.example");
      await page.goto(journey.server.url(`${w.prefix}/admin/catalogue/service/${service.id}`));
      await page.getByLabel(w.upload).setInputFiles({ name: `halves-${lang}.png`, mimeType: "image/png", buffer: await halves() });
      const picker = page.getByTestId("media-picker");
      // the new file takes the service's shape; the preview shows it in that shape
      await expect(picker.getByRole("radio", { name: w.shape }).isChecked()).resolves.toBe(true);
      await expect.poll(() => page.getByTestId("crop-preview").evaluate((el) => Math.round((el.clientWidth / el.clientHeight) * 100) / 100), wait).toBe(1.33);
      await axeClean(page);
      // by keyboard: zoom to 200 % (twenty steps of 5 %), then the frame to the far left
      await picker.getByRole("slider", { name: w.zoom }).focus();
      for (let n = 0; n < 20; n += 1) await page.keyboard.press("ArrowRight");
      await expect(picker.getByRole("slider", { name: w.zoom }).inputValue()).resolves.toBe("2");
      await picker.getByRole("slider", { name: w.across }).focus();
      await page.keyboard.press("Home");
      await expect(picker.getByRole("slider", { name: w.across }).inputValue()).resolves.toBe("0");
      await page.getByRole("button", { name: w.save }).focus();
      await page.keyboard.press("Enter");
      await page.waitForURL(/saved=/, wait);

      // at once on the storefront: a 4:3 picture (kept at 1920×960, whose largest 4:3 is 1280×960, halved by the zoom)
      const after = ((await storefront("/categories")).categories.find((c: { slug: string }) => c.slug === "massages").articles as Article[]).find((a) => a.id === service.id)!;
      const picture = after.images[0]!;
      expect([picture.width, picture.height]).toEqual([640, 480]);
      const file = Buffer.from(await (await fetch(journey.server.url(picture.url))).arrayBuffer());
      const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
      // its left edge is the photo's left edge: red across the cut's whole width (the red half is 960 px wide)
      for (const x of [2, info.width - 3]) expect(data[(Math.floor(info.height / 2) * info.width + x) * info.channels]!).toBeGreaterThan(150);

      // the form fits a phone
      await page.setViewportSize(PHONE);
      await page.reload();
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(PHONE.width);
      await context.close();
    });
  }
});
