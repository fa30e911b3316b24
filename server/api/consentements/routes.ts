// Consent forms (contract/consentements.ts): the business's templates, and the forms customers sign.
import { requestScope } from "../scope";
import * as op from "../../../contract/consentements";
import { customersForm, formsOfOrder, orderConsents, refuseChange, signForm, staffForm } from "../../consent/forms";
import { formFile } from "../../consent/print";
import { deleteTemplate, listTemplates, saveTemplate, setServiceForm, template } from "../../consent/templates";
import { publicSide } from "../../proxy";
import { editor } from "../editor";
import { recordScope } from "../record-scope";
import { handle, resourceRoutes } from "../route";

export const consentRoutes = resourceRoutes();

// The fixed paths before the one with an id, so 'signed', 'orders' and 'forms' are never read as one.
handle(consentRoutes, op.listConsentTemplates, async (c) => c.json({ consentements: await listTemplates(requestScope(c)) }, 200));
handle(consentRoutes, op.signedFormsOfOrder, async (c) =>
  c.json({ forms: await formsOfOrder(recordScope(c), c.get("companyUser")!, c.req.valid("query").orderId, c.get("lang")) }, 200),
);
handle(consentRoutes, op.signedFormPdfForStaff, async (c) => {
  const row = await staffForm(recordScope(c), c.get("companyUser")!, c.req.valid("param").id);
  return c.json(await formFile(requestScope(c), row, c.get("lang")), 200);
});
handle(consentRoutes, op.orderConsents, async (c) =>
  c.json({ consents: await orderConsents(recordScope(c), c.get("customer")!.id, c.req.valid("param").orderId, c.get("lang")) }, 200),
);
handle(consentRoutes, op.signConsent, async (c) => {
  const at = { ip: publicSide(c, c.get("services").config).ip, lang: c.get("lang") };
  return c.json({ form: await signForm(recordScope(c), c.get("customer")!.id, c.req.valid("param").orderId, c.req.valid("json"), at) }, 201);
});
handle(consentRoutes, op.updateSignedForm, async (c) => refuseChange(requestScope(c), c.get("customer")!.id, c.req.valid("param").id));
handle(consentRoutes, op.signedFormPdf, async (c) => {
  const row = await customersForm(recordScope(c), c.get("customer")!.id, c.req.valid("param").id);
  return c.json(await formFile(requestScope(c), row, c.get("lang")), 200);
});
handle(consentRoutes, op.setServiceConsent, async (c) =>
  c.json(await setServiceForm(requestScope(c), c.req.valid("param").articleId, c.req.valid("json").templateId, editor(c)), 200),
);
handle(consentRoutes, op.consentTemplate, async (c) => c.json({ consentement: await template(requestScope(c), c.req.valid("param").id) }, 200));
handle(consentRoutes, op.createConsentTemplate, async (c) => c.json({ consentement: await saveTemplate(requestScope(c), c.req.valid("json"), editor(c)) }, 201));
handle(consentRoutes, op.updateConsentTemplate, async (c) =>
  c.json({ consentement: await saveTemplate(requestScope(c), c.req.valid("json"), editor(c), c.req.valid("param").id) }, 200),
);
handle(consentRoutes, op.deleteConsentTemplate, async (c) => {
  await deleteTemplate(requestScope(c), c.req.valid("param").id, editor(c));
  return c.body(null, 204);
});
