// A write of the business's data by a company user: who writes (their role and shops, for the
// shop check) and when, and the one way it is recorded in the write's own transaction (audit()).
import type { TeamMember } from "../accounts/team";
import { actorOf } from "../accounts/team";
import type { Db } from "../db";
import { audit, type AuditEntry } from "./index";

export interface Editor {
  by: TeamMember;
  now: Date;
}

/** Records a write of `companyId`'s data by the editor, in `db` (the write's transaction). */
export function record(db: Db, companyId: number, editor: Editor, entry: AuditEntry): Promise<void> {
  return audit({ db, company: { id: companyId }, actor: actorOf(editor.by), now: editor.now }, entry);
}
