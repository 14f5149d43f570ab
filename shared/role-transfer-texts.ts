/** What the roles export and import say to the hiring team (each `status` is shown as is). */
export const TRANSFER_TEXTS = {
  imported: (created: number, updated: number) =>
    `Imported: ${created} ${created === 1 ? 'role' : 'roles'} added, ${updated} updated.`,
  duplicateRole: (id: string) => `The file lists the role "${id}" twice.`,
  roleProblem: (position: number, message: string) => `Role ${position} in the file: ${message}`,
} as const;
