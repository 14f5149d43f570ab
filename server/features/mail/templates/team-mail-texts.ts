import english from '../../../../shared/messages/workspace-mail/en';
import { WORKSPACE_LANGUAGES } from '../../../../shared/i18n/languages';
import { serverTexts } from '../../../i18n/server-texts';

/**
 * The hiring team's mails, in the workspace's language (docs/languages.md#the-workspace): English
 * for now; a translation is a file beside en.ts and a line in WORKSPACE_LANGUAGES.
 */
export const teamMailTexts = serverTexts('workspace-mail', { en: english })(WORKSPACE_LANGUAGES[0]);

/** The workspace's language, for the dates its mails write. */
export const TEAM_MAIL_LANGUAGE = WORKSPACE_LANGUAGES[0];
