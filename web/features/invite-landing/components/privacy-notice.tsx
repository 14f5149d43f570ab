import { isLanguage } from '../../../../shared/i18n/languages';
import type { InvitePublicView } from '../../../../shared/invite-view.schema';
import { usePageLanguage, useTexts } from '../../../i18n/texts';
import { signUpTexts } from '../sign-up-texts';

/**
 * The team's privacy notice, read before registering (docs/privacy.md): folded under one line so
 * the form stays short on a phone. The browser's own disclosure and plain elements, styled in
 * registration-form.css: this page is held to its weight (e2e/size-budget.spec.ts). The default
 * notice in the page's language, which the candidate may have switched (docs/languages.md); a
 * pseudo-locale reads the invite's, and the team's own notice is shown as written.
 */
export function PrivacyNotice({ privacy }: { privacy: InvitePublicView['privacy'] }) {
  const t = useTexts(signUpTexts);
  const language = usePageLanguage();
  const notice = (isLanguage(language) && privacy.defaultNotices?.[language]) || privacy.notice;
  return (
    <details className="privacy-notice">
      <summary>{t('privacySummary')}</summary>
      <p>
        {t('privacyController')}: {privacy.controllerName}
        {privacy.contactEmail && (
          <>
            {' · '}
            <a href={`mailto:${privacy.contactEmail}`}>{privacy.contactEmail}</a>
          </>
        )}
      </p>
      <p className="privacy-notice-text">{notice}</p>
    </details>
  );
}
