import de from '../../../../shared/messages/mail/de';
import english from '../../../../shared/messages/mail/en';
import es from '../../../../shared/messages/mail/es';
import fr from '../../../../shared/messages/mail/fr';
import { serverTexts } from '../../../i18n/server-texts';

/** The candidate's mails in their language (docs/mail.md, docs/languages.md). */
export const candidateMailTexts = serverTexts('mail', { en: english, de, fr, es });
