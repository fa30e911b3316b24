// A write of the business's data by a company user: who writes (their role and shops, for the
// shop check) and when, and the one way it is recorded in the write's own transaction (audit()).
import type { Tenant } from "../tenant";
import type { TeamMember } from "../accounts/team";
import { actorOf } from "../accounts/team";
import { audit, type AuditEntry } from "./index";

export interface Editor {
  by: TeamMember;
  now: Date;
}

/** Records a write of `companyId`'s data by the editor, in `db` (the write's transaction). */
export function record({ db, companyId }: Tenant, editor: Editor, entry: AuditEntry): Promise<void> {
  return audit({ db, company: { id: companyId }, actor: actorOf(editor.by), now: editor.now }, entry);
}
