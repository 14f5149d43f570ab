/** (Placeholder: being built.) */
export function CandidatesPage() {
  return null;
}
