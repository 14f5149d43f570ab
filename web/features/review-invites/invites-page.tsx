/** (Placeholder: being built.) */
export function InvitesPage() {
  return null;
}
