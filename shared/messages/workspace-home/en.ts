/**
 * The home page, in English (docs/languages.md#the-workspace): the product's front door, read by
 * whoever installed it. ICU messages, as a candidate's.
 */
export default {
  pageTitle: 'Prescreen',
  pageSubtitle: 'Candidate pre-screening',
  heading: 'Candidate pre-screening your team runs itself',
  lead: "Send a personal invite link, let the candidate answer three written questions and record a short video introduction in the browser, then review everything in one place. Self-hosted: your candidates' data stays on your server.",
  stepLinkTitle: 'Send a personal link',
  stepLinkText: 'Pick a role and send each candidate an invite that lasts 7 days.',
  stepWrittenTitle: 'Written answers',
  stepWrittenText: 'Candidates answer three role-specific questions in a rich-text editor.',
  stepVideoTitle: 'Video introduction',
  stepVideoText: 'A short recorded introduction, uploaded while it records.',
  toldUpFront:
    'Candidates are told up front what is recorded: their answers, device details and video.',
  nothingToInstall:
    'Nothing to install for anyone: a desktop browser with a camera is all it takes.',
  openAdmin: 'Open the admin panel',
};
