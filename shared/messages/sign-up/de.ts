import type english from './en';
import type { Translation } from '../../i18n/languages';

export default {
  continue: 'Weiter',
  missingFields: 'Bitte füllen Sie alle Pflichtfelder aus und stimmen Sie den Bedingungen zu.',
  noInterview: 'Registrierung fehlgeschlagen! Für Sie gibt es kein gültiges Interview.',
  begun: 'Sie haben das Interview begonnen!',
  mobileTitle: 'Bitte verwenden Sie einen Laptop oder Desktop-PC',
  mobileGotIt: 'Verstanden',
  inviteTaken:
    'Diese Einladung wurde bereits von einer anderen Person genutzt. Bitte fragen Sie das Recruiting-Team nach Ihrem eigenen Link.',
  alreadyComplete: 'Sie haben diesen Test bereits abgeschlossen. Vielen Dank!',
  loading: 'Test wird geladen',
  pageTitle: 'Registrierung',
  language: 'Sprache',
  invitesYou: '{company} lädt Sie zur Vorauswahl ein',
  testDuration: 'Testdauer',
  questions: 'Fragen',
  duration:
    '{minutes, select, none {Kein Zeitlimit} other {{minutes, plural, one {# Min.} other {# Min.}}}}',
  linkActive: 'Dieser Link ist 7 Tage lang gültig.',
  useComputer: 'Bitte verwenden Sie einen Desktop-PC oder Laptop, kein Mobilgerät.',
  noTimeLimit: 'Es gibt kein Zeitlimit: Nehmen Sie sich die Zeit, die Sie brauchen.',
  usuallyTakes: 'Der Test dauert in der Regel {minutes, plural, one {# Minute} other {# Minuten}}.',
  preScreening:
    'Dies ist eine Vorauswahl vor einem persönlichen Videointerview: {asked}. Das Recruiting-Team sieht sich Ihre Antworten an.',
  askedWritten:
    '{count, plural, =1 {eine schriftliche Antwort} =2 {zwei schriftliche Antworten} =3 {drei schriftliche Antworten} =4 {vier schriftliche Antworten} =5 {fünf schriftliche Antworten} =6 {sechs schriftliche Antworten} =7 {sieben schriftliche Antworten} =8 {acht schriftliche Antworten} =9 {neun schriftliche Antworten} one {# schriftliche Antwort} other {# schriftliche Antworten}}',
  askedVideo:
    '{count, plural, =1 {eine Videoantwort} =2 {zwei Videoantworten} =3 {drei Videoantworten} =4 {vier Videoantworten} =5 {fünf Videoantworten} =6 {sechs Videoantworten} =7 {sieben Videoantworten} =8 {acht Videoantworten} =9 {neun Videoantworten} one {# Videoantwort} other {# Videoantworten}}',
  askedAudio:
    '{count, plural, =1 {eine Audioantwort} =2 {zwei Audioantworten} =3 {drei Audioantworten} =4 {vier Audioantworten} =5 {fünf Audioantworten} =6 {sechs Audioantworten} =7 {sieben Audioantworten} =8 {acht Audioantworten} =9 {neun Audioantworten} one {# Audioantwort} other {# Audioantworten}}',
  askedChoice:
    '{count, plural, =1 {eine Multiple-Choice-Frage} =2 {zwei Multiple-Choice-Fragen} =3 {drei Multiple-Choice-Fragen} =4 {vier Multiple-Choice-Fragen} =5 {fünf Multiple-Choice-Fragen} =6 {sechs Multiple-Choice-Fragen} =7 {sieben Multiple-Choice-Fragen} =8 {acht Multiple-Choice-Fragen} =9 {neun Multiple-Choice-Fragen} one {# Multiple-Choice-Frage} other {# Multiple-Choice-Fragen}}',
  askedFile:
    '{count, plural, =1 {eine Datei zum Hochladen} =2 {zwei Dateien zum Hochladen} =3 {drei Dateien zum Hochladen} =4 {vier Dateien zum Hochladen} =5 {fünf Dateien zum Hochladen} =6 {sechs Dateien zum Hochladen} =7 {sieben Dateien zum Hochladen} =8 {acht Dateien zum Hochladen} =9 {neun Dateien zum Hochladen} one {# Datei zum Hochladen} other {# Dateien zum Hochladen}}',
  askedVideoIntroduction: 'eine kurze Videovorstellung',
  formName: 'Registrierung',
  email: 'E-Mail',
  fullName: 'Vollständiger Name',
  experience: 'Berufserfahrung',
  choose: 'Bitte wählen',
  years: '{range} Jahre',
  gender: 'Geschlecht (optional)',
  genderMale: 'Männlich',
  genderFemale: 'Weiblich',
  genderOther: 'Divers',
  genderPreferNotToSay: 'Keine Angabe',
  social: 'Profil-Link',
  socialHint: 'LinkedIn, GitHub oder Portfolio',
  agreeTo: 'Ich stimme den Regeln für den Test zu:',
  ruleNoCopying: 'Ich kopiere weder Code noch Text aus irgendeiner Quelle.',
  ruleNoHelp: 'Ich nutze keine Websites oder KI-Tools als Hilfe.',
  ruleNoSharing: 'Ich gebe keine Inhalte oder Fragen der Plattform weiter.',
  whatIsRecorded:
    'Mir ist bewusst, dass während des Tests die Tastenkürzel der Entwicklertools (F12, Strg+Umschalt+I, Strg+Umschalt+J, Strg+Umschalt+C, Strg+U) und das Kontextmenü der rechten Maustaste gesperrt sind und dass das Recruiting-Team Folgendes erhält: meine Antworten, mein Video, die Gerätedaten jedes Computers, den ich nutze (Gerätetyp, Betriebssystem, Browser, Bildschirm- und Fenstergröße, Zeitzone, Sprache, Zeitpunkt der Nutzung), sowie ein Protokoll darüber, wann ich Text einfüge, den Tab verlasse (und wie lange), die Seite neu lade oder schließe und gesperrte Tasten drücke.',
  privacySummary: 'So gehen wir mit Ihren Daten um',
  privacyController: 'Verantwortlich für Ihre Daten',
  mobileBody:
    'Das Recruiting-Team bittet Sie, diesen Test an einem Desktop-PC oder Laptop zu absolvieren. Bitte öffnen Sie denselben Einladungslink an einem Computer.',
  nameMissing: 'Bitte geben Sie Ihren vollständigen Namen ein.',
  nameTooLong: 'Der Name darf höchstens 200 Zeichen lang sein.',
  emailMissing: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
  emailTooLong: 'Die E-Mail-Adresse darf höchstens 320 Zeichen lang sein.',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  socialMissing: 'Bitte geben Sie den Link zu Ihrem Profil oder Portfolio ein.',
  socialTooLong: 'Der Profil-Link darf höchstens 500 Zeichen lang sein.',
  socialNotHttp: 'Bitte geben Sie den vollständigen Profil-Link ein, beginnend mit https://',
  experienceMissing: 'Bitte wählen Sie Ihre Berufserfahrung aus.',
  genderInvalid: 'Bitte wählen Sie eine Angabe zum Geschlecht aus oder lassen Sie das Feld leer.',
  agreementMissing: 'Bitte stimmen Sie den Bedingungen zu, um fortzufahren.',
} satisfies Translation<typeof english>;
