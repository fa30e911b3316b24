// The owner's company as the look page and its preview read it (decision 244): anyone else is refused.
import { data } from "react-router";
import type { asCompanyUser } from "./admin.server";

type Api = Parameters<Parameters<typeof asCompanyUser>[2]>[0]["api"];

/** The owner's company, as its team reads it; anyone else is refused the page. */
export async function ownersCompany(api: Api, token: string) {
  const { user } = await api.get("/cmpusers/me", { bearer: token });
  if (user.role !== "owner") throw data({ type: "forbidden" }, { status: 403 });
  return (await api.get("/companies/{id}", { params: { id: String(user.companyId) }, bearer: token })).company;
}
