// The browser's API client: a timestamp on every request, and a request without an answer made a
// 503 refusal in the page's language.
import { describe, expect, it } from "vitest";
import { createApiClient, isApiFailure, UNAVAILABLE_MESSAGE, type ApiFailure } from "../../contract/client";
import { message } from "./i18n";
import "./strings.server";

const base = { baseUrl: "https://spa.example/api", companyToken: "demo-spa-lumiere", lang: "fr" as const };

describe("the browser's API client", () => {
  it("puts the clock in a timestamp query parameter of every request, beside the call's own", async () => {
    const seen: string[] = [];
    const api = createApiClient({ ...base, timestamp: () => 1795470000123, fetch: async (r) => (seen.push(r.url), Response.json({ shops: [] })) });
    await api.get("/shops");
    await api.get("/categories", { query: { shopid: "ab-2001" } } as never);
    expect(new URL(seen[0]!).searchParams.get("timestamp")).toBe("1795470000123");
    expect(new URL(seen[1]!).searchParams.get("timestamp")).toBe("1795470000123");
    expect(new URL(seen[1]!).searchParams.get("shopid")).toBe("ab-2001");
  });

  it("the server's client sends none", async () => {
    let url = "";
    await createApiClient({ ...base, fetch: async (r) => ((url = r.url), Response.json({ shops: [] })) }).get("/shops");
    expect(new URL(url).searchParams.has("timestamp")).toBe(false);
  });

  it("no answer at all is a 503 'service unavailable', French unless told, and the page is told", async () => {
    const offline = async () => {
      throw new TypeError("Failed to fetch");
    };
    const told: ApiFailure[] = [];
    const fr = await createApiClient({ ...base, fetch: offline }).get("/shops").catch((e: unknown) => e);
    expect(isApiFailure(fr) && [fr.status, fr.code, fr.message]).toEqual([503, "unavailable", UNAVAILABLE_MESSAGE]);
    const en = await createApiClient({ ...base, lang: "en", fetch: offline, unavailableMessage: message("en", "error.unavailable"), onUnavailable: (f) => told.push(f) }).get("/shops").catch((e: unknown) => e);
    expect(isApiFailure(en) && [en.status, en.message]).toEqual([503, "The service is temporarily unavailable. Please try again in a moment."]);
    expect(told.map((f) => f.status)).toEqual([503]);
  });

  it("an answer listing errors says what its first one says", async () => {
    const api = createApiClient({ ...base, fetch: async () => Response.json({ error: { code: "invalid", message: "generic" }, errors: [{ message: "Le créneau vient d'être pris" }, { message: "second" }] }, { status: 409 }) });
    const failure = await api.get("/shops").catch((e: unknown) => e);
    expect(isApiFailure(failure) && [failure.status, failure.code, failure.message]).toEqual([409, "invalid", "Le créneau vient d'être pris"]);
  });
});
