// Test support: every answer the API tests receive is held against the contract — a success
// against its operation's response schema, a refusal against the error shape — so a handler that
// drifts from what the pages were promised fails the suite. Production never checks answers (the
// typecheck holds handlers to their schemas at no cost per request).
import { operations } from "../../contract";
import { errorBodySchema } from "../../contract/operation";
import type { AnyOperation } from "../../contract/operation";

const table = (Object.values(operations) as AnyOperation[]).map((op) => ({
  op,
  method: op.method.toUpperCase(),
  pattern: new RegExp(`^/api${op.path.replace(/\{\w+\}/g, "[^/]+")}$`),
}));

/** The operation an API request names, if the contract has it. */
export function operationOf(method: string, path: string): AnyOperation | undefined {
  const pathname = new URL(path, "http://x").pathname;
  // a fixed path ('/companies/offline') before one with a parameter ('/companies/{id}'), as the routes are registered
  const found = table.filter((t) => t.method === method.toUpperCase() && t.pattern.test(pathname));
  return found.sort((a, b) => a.op.path.split("{").length - b.op.path.split("{").length)[0]?.op;
}

/** Throws when the answer is not what the contract says this operation answers. */
export async function checkAnswer(method: string, path: string, res: Response): Promise<Response> {
  const op = operationOf(method, path);
  if (!op || res.status >= 500) return res;
  const where = `${method.toUpperCase()} ${path} → ${res.status}`;
  if (res.status < 400) {
    if (res.status !== op.status) throw new Error(`${where}: the contract says ${op.status}`);
    if (!op.response) {
      if ((await res.clone().text()) !== "") throw new Error(`${where}: the contract says no body`);
      return res;
    }
    const parsed = op.response.safeParse(await res.clone().json());
    if (!parsed.success) throw new Error(`${where}: not the contract's answer: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`);
    return res;
  }
  const parsed = errorBodySchema.safeParse(await res.clone().json());
  if (!parsed.success) throw new Error(`${where}: not the API's error shape: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`);
  return res;
}
