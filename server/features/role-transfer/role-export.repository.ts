import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { roleLogos, roleVersions, roles } from '../../db/schema';

/** Roles at their current versions with their logos' bytes: one role, or all (archived too). */
export async function listExportRows(db: Database, id?: string) {
  return db
    .select({
      id: roles.id,
      archived: roles.archived,
      title: roleVersions.title,
      companyName: roleVersions.companyName,
      companyUrl: roleVersions.companyUrl,
      questions: roleVersions.questions,
      guidance: roleVersions.guidance,
      questionForms: roleVersions.questionForms,
      settings: roleVersions.settings,
      candidateTexts: roleVersions.candidateTexts,
      logoMimeType: roleLogos.mimeType,
      logoBytes: roleLogos.bytes,
    })
    .from(roles)
    .innerJoin(
      roleVersions,
      and(eq(roleVersions.roleId, roles.id), eq(roleVersions.version, roles.currentVersion)),
    )
    .leftJoin(roleLogos, eq(roleLogos.id, roleVersions.companyLogoId))
    .where(id === undefined ? undefined : eq(roles.id, id))
    .orderBy(asc(roles.id));
}
