// A signed-in customer's page drawn once per account shape: where the markers may be, and how a
// detail is written back into the page's data.
import { describe, expect, it } from "vitest";
import type { PageCustomer } from "../contract/page-context";
import { accountShape, AccountMarkers, insertsFor, inStream } from "./account-pages";

const lea: PageCustomer = { id: 3, firstname: "Léa", lastname: "Martin", email: "lea@example.test", phone: null, profileWarning: true, hasLoyaltyCard: false };

/** the root loader's data as React Router writes it into a page: turbo-stream's JSON, in a JSON string, escaped for a script */
const streamed = (values: unknown[]) => `<script nonce="N">window.__reactRouterContext.streamController.enqueue(${JSON.stringify(JSON.stringify(values)).replace(/[&><\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)});</script>`;

describe("a customer's page kept per account shape", () => {
  it("draws the details as markers, the blank ones as they are (the page draws their absence)", () => {
    const markers = new AccountMarkers();
    const drawn = markers.customer({ ...lea, lastname: " " });
    expect(drawn.id).toBeGreaterThan(2 ** 52);
    expect(drawn.firstname).toMatch(/^vtacct[0-9a-f]+firstname$/);
    expect(drawn.email).toMatch(/^vtacct[0-9a-f]+email$/);
    expect([drawn.lastname, drawn.phone, drawn.profileWarning, drawn.hasLoyaltyCard]).toEqual([" ", null, true, false]);
    expect(accountShape({ ...lea, lastname: " " })).not.toBe(accountShape(lea));
    expect(accountShape({ ...lea, firstname: "Zoé", email: "z@example.test", id: 8 })).toBe(accountShape(lea));
  });

  it("writes each customer's details where the markers were, as the page's stream writes them", () => {
    const markers = new AccountMarkers();
    const drawn = markers.customer(lea);
    const page = (c: PageCustomer, nonce: string) => `<p nonce="${nonce}">Soins</p>${streamed(["customer", { id: c.id, firstname: c.firstname, lastname: c.lastname, email: c.email, phone: c.phone }, 3])}`.replaceAll('nonce="N"', `nonce="${nonce}"`);
    const cut = markers.cut(page(drawn, "Qk9Vsq+1rZ/xT0aa"), "Qk9Vsq+1rZ/xT0aa", lea)!;
    expect(cut.inserts.filter((i) => i !== "nonce").sort()).toEqual(["email", "firstname", "id", "lastname"]);
    for (const zoe of [{ ...lea, id: 41, firstname: `Zoé "Ana" <b>&</b>`, lastname: "O'Brien 🌸 \u2028 </script> \\n" }, { ...lea, id: 7, firstname: "A", lastname: "B" }]) {
      const inserts = insertsFor(cut.inserts, Buffer.from("Zx81+b0PqLmN3c2d"), zoe);
      const answer = cut.parts.map((part, i) => (i === 0 ? part : inserts[i - 1]!.toString() + part)).join("");
      expect(answer).toBe(page(zoe, "Zx81+b0PqLmN3c2d"));
    }
  });

  it("keeps no page where a detail is drawn outside the data, or cut in two", () => {
    const markers = new AccountMarkers();
    const drawn = markers.customer(lea);
    const data = streamed([{ id: drawn.id, firstname: drawn.firstname, lastname: drawn.lastname, email: drawn.email }]);
    expect(markers.cut(`<p>Bonjour ${drawn.firstname}</p>${data}`, "Qk9Vsq+1rZ/xT0aa", lea)).toBeNull();
    expect(markers.cut(data.replace(drawn.email!, `${drawn.email!.slice(0, 10)}");enqueue("${drawn.email!.slice(10)}`), "Qk9Vsq+1rZ/xT0aa", lea)).toBeNull();
    expect(markers.cut(data, "Qk9Vsq+1rZ/xT0aa", lea)).not.toBeNull();
    // an id marker inside a longer number is no marker
    expect(markers.cut(data.replace(String(drawn.id), `${drawn.id}1`), "Qk9Vsq+1rZ/xT0aa", lea)).toBeNull();
  });

  it("writes a detail as JSON in a JSON string, safe in a script", () => {
    expect(inStream(`a"b\\c`)).toBe(String.raw`a\\\"b\\\\c`);
    expect(inStream("</script><!--")).toBe(String.raw`\u003c/script\u003e\u003c!--`);
    expect(inStream("\u2028")).toBe(String.raw`\u2028`);
    // read back as the browser does: the script's string, then turbo-stream's JSON
    expect(JSON.parse(`"${JSON.parse(`"${inStream("Zoé 🌸 \n \u2028 <b>")}"`)}"`)).toBe("Zoé 🌸 \n \u2028 <b>");
  });
});
