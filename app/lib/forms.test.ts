import { describe, expect, it } from "vitest";
import { ApiFailure } from "../../contract/client";
import { formFailure } from "./forms.server";

/** The answer formFailure gives, as the page receives it. */
const answer = (err: unknown) => (formFailure(err, { email: "lea@example.test" }) as unknown as { data: { errors: { form?: string; fields: Record<string, string> } }; init: { status: number } });

describe("a refused form says each thing once", () => {
  it("a wrong code: the API's message at the code field only, not a second message about six digits", () => {
    const { data, init } = answer(new ApiFailure(400, "invalid_code", "Ce code n'est pas le bon.", { code: "wrong" }));
    expect(data.errors).toEqual({ form: undefined, fields: { code: "Ce code n'est pas le bon." } });
    expect(init.status).toBe(400);
  });

  it("a malformed value: the field says what it expects (a catalogue key), no form message", () => {
    const { data } = answer(new ApiFailure(400, "invalid_input", "Invalid input", { code: "too short" }));
    expect(data.errors).toEqual({ form: undefined, fields: { code: "account.error.code" } });
  });

  it("a refusal without a field: the form's message", () => {
    const { data } = answer(new ApiFailure(409, "slot_taken", "Ce créneau vient d'être réservé."));
    expect(data.errors).toEqual({ form: "Ce créneau vient d'être réservé.", fields: {} });
  });
});
