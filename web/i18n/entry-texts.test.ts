import { expect, it } from 'vitest';
import { entryText } from './entry-texts';

it.each([
  ['en', 'Loading invite', 'The invite could not be loaded'],
  ['de', 'Einladung wird geladen', 'Die Einladung konnte nicht geladen werden'],
  ['fr', 'Chargement de l’invitation', 'L’invitation n’a pas pu être chargée'],
  ['es', 'Cargando la invitación', 'No se ha podido cargar la invitación'],
  ['en-XA', '⟦Loading invite⟧', '⟦The invite could not be loaded⟧'],
  ['ar-XB', '⟦Loading invite⟧', '⟦The invite could not be loaded⟧'],
] as const)('says the landing page is loading its invite in %s', (language, loading, failed) => {
  expect(entryText(language, 'loadingInvite')).toBe(loading);
  expect(entryText(language, 'inviteNotLoaded')).toBe(failed);
});
