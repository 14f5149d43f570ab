import type english from './en';
import type { Translation } from '../../i18n/languages';

export default {
  loading: 'Wird geladen …',
  congratulations: 'Herzlichen Glückwunsch',
  helpUsImprove: 'Helfen Sie uns, besser zu werden',
  submitFeedback: 'Feedback senden',
  thankYou: 'Vielen Dank für Ihr Feedback',
  summary: 'Zusammenfassung',
  pageTitle: 'Abgeschlossen',
  offline: 'Sie sind offline. Diese Seite lädt von selbst, sobald die Verbindung wieder besteht.',
  unreachable:
    'Der Server antwortet noch nicht. Diese Seite versucht es weiter und lädt von selbst, sobald er antwortet.',
  completedFor: 'Sie haben die Vorauswahl für {role} bei {company} abgeschlossen.',
  answersSaved: 'Ihre Antworten sind gespeichert.',
  answersAndVideoSaved: 'Ihre Antworten und Ihre Videovorstellung sind gespeichert.',
  answersAndReasonSaved:
    'Ihre Antworten und der Grund, warum Sie kein Video aufnehmen konnten, sind gespeichert.',
  questionsAnswered: 'Beantwortete Fragen',
  videoSubmitted: 'Video eingereicht',
  videoComplete: 'Erledigt',
  videoNotRecorded: 'Nicht aufgenommen',
  howWasIt: 'Wie haben Sie diesen Test erlebt?',
  yourRating: 'Ihre Bewertung',
  stars: '{stars, plural, one {# Stern} other {# Sterne}}',
  feedbackLabel: 'Feedback (optional)',
  feedbackPlaceholder: 'Was hat gut funktioniert, und was könnten wir besser machen?',
  sendWaitsOffline:
    'Sie sind offline. Ihr Feedback bleibt auf dieser Seite und wird von selbst gesendet, sobald die Verbindung wieder besteht.',
  feedbackTooLong: 'Das Feedback darf höchstens 5.000 Zeichen lang sein.',
  ratingInvalid: 'Die Bewertung muss eine Zahl von 1 bis 5 sein.',
  whatsNext: 'Wie es weitergeht',
  whatsNextBody:
    'Das Recruiting-Team sieht sich Ihren Test an und meldet sich innerhalb von 3–5 Werktagen bei Ihnen.',
  yourDataLink: 'Ihre Daten ansehen oder herunterladen',
  yourDataLinkHint:
    'Laden Sie herunter, was Sie gesendet haben, oder bitten Sie uns, es zu löschen – jetzt oder später.',
} satisfies Translation<typeof english>;
