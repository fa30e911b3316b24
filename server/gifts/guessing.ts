// Guessing gift voucher codes (decision 165): wrong codes from one IP are counted, wherever they
// are typed (the check form, the booking step, the booking itself); past 10 in an hour the IP is
// refused (429) before any look-up. A code that is refused for its form (a mistyped character)
// is not a guess at a voucher and does not count.
import type { Context } from "hono";
import { DomainError, TooMany } from "../../domain/errors";
import { bump, isOver, HOUR, type Limit } from "../auth/rate-limit";
import type { ApiEnv } from "../api/context";
import { publicSide } from "../proxy";

export const VOUCHER_GUESSES: Limit = { max: 10, seconds: HOUR };

/** Runs `work` unless this IP has guessed too often; a code unknown here counts as a guess. */
export async function guardVoucherGuesses<T>(c: Context<ApiEnv>, typedAny: boolean, work: () => Promise<T>): Promise<T> {
  if (!typedAny) return work();
  const { db, config } = c.get("services");
  const key = `voucher-guess:${publicSide(c, config).ip}`;
  const companyId = c.get("company").id;
  if (await isOver({ db, companyId }, key, VOUCHER_GUESSES, c.get("now"))) throw new TooMany("too_many_requests", { code: "too many wrong gift voucher codes: try again in an hour" });
  try {
    return await work();
  } catch (err) {
    if (err instanceof DomainError && err.code === "voucher_unknown") await bump({ db, companyId }, key, VOUCHER_GUESSES, c.get("now"));
    throw err;
  }
}
