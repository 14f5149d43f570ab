/** What the roles API says to the hiring team (each `status` is shown as is). */
export const ROLE_TEXTS = {
  created: 'Role created.',
  saved: 'Role saved as a new version. Invites made before keep the version they were made with.',
  unchanged: 'Nothing changed: the role stays at its version.',
  archived: 'Role archived: it takes no new invites. Invited candidates are not affected.',
  restored: 'Role restored: it takes new invites again.',
  notFound: (id: string) => `No role has the identify code "${id}".`,
  idTaken: (title: string) => `That identify code is already taken by "${title}".`,
  noFreeId: 'No free identify code was found. Please choose one yourself.',
  unknownLogo: 'This logo is not one uploaded here. Please upload it again.',
} as const;
