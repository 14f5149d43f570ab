/**
 * Texts users see, exact to the letter of SPEC Part A. The browser shows them and the server
 * answers with them, so both sides and the tests use this one copy.
 */
export const TEXTS = {
  admin: {
    title: 'Admin Panel - Skill Assessment Platform',
    generate: 'Generate Assessment Invite',
    copyLink: 'Copy Link',
    copied: 'Copied!',
    testInvite: 'Test Invite',
    passkeyMissing: 'Please enter the admin passkey.',
    passkeyWrong: 'The admin passkey is not correct.',
    identifyCodeMissing: 'Please enter an identify code.',
    identifyCodeTooLong: 'Identify code must be less than 10 characters.',
    identifyCodeCharacters: 'Identify code may contain letters and numbers only.',
    inviteCreated: 'Invite created.',
  },
  notFound: {
    title: 'Page Not Found',
    body: 'The page you are looking for does not exist or has been moved.',
    helpTitle: 'Need Help?',
    help: 'Check the URL for typos, or contact the team that sent you the link for support.',
  },
  inviteEntry: { loading: 'Loading assessment' },
  signup: {
    continue: 'Continue',
    missingFields: 'Please fill in all required fields and agree to the terms.',
    noInterview: "SignUp failed! There isn't a valid interview for you",
    begun: 'You have begun the interview!',
    mobileTitle: 'Please Use a Laptop or Desktop',
    mobileGotIt: 'Got it',
    inviteTaken:
      'This invite has already been used by another candidate. Please ask the hiring team for your own link.',
  },
  assessment: {
    overviewTitle: "Let's Get Started",
    problemSolving: 'PROBLEM SOLVING',
    previous: 'Previous',
    saveNext: 'Save & Next',
    complete: 'Complete',
    blankAnswer: 'Please provide an answer before continuing.',
    videoTitle: 'Video Introduction',
    sessionInvalid:
      'Your session is no longer valid. Please register again with the same email to resume.',
  },
} as const;
