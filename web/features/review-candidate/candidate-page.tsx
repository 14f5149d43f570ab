/** (Placeholder: being built.) */
export function CandidatePage() {
  return null;
}
