/**
 * The Settings page's own words, in English (docs/languages.md#the-workspace): its title and
 * heading; each section beneath reads its feature's namespace.
 */
export default {
  pageTitleAdmin: 'Admin',
  pageTitle: 'Settings',
  heading: 'Settings',
  lead: 'How the workspace reaches candidates and your other tools, and how long it keeps their data.',
};
