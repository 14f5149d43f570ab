import type english from './en';
import type { Translation } from '../../i18n/languages';

export default {
  controller:
    '{controller} es responsable de la información que usted facilita en esta evaluación (el responsable del tratamiento). Solo se utiliza para valorar su candidatura.',
  contact: 'Puede escribir a {contact} si tiene cualquier pregunta sobre su información.',
  recordedTitle: 'Qué registramos:',
  recordedRegistration:
    'Su registro: su nombre, su dirección de correo electrónico, el enlace a su perfil, su experiencia y, si decide indicarlo, su género.',
  recordedDevice:
    'Los datos de cada ordenador que utilice: el tipo de dispositivo, su sistema operativo, el navegador, el tamaño de la pantalla y de la ventana, la zona horaria y el idioma, y cuándo lo utilizó.',
  recordedAnswers: 'Sus respuestas escritas, las opciones que elija y las preguntas que omita.',
  recordedRecordings: 'Sus grabaciones de vídeo y audio, y los archivos que suba.',
  recordedMoments:
    'Momentos que ayudan al equipo a valorar sus respuestas con justicia: cuándo pega texto; cuándo y durante cuánto tiempo sale de la pestaña de la evaluación; cuándo abre, recarga o cierra la página de la evaluación; y cuándo pulsa una tecla de las herramientas para desarrolladores o abre el menú del clic derecho, ambos bloqueados durante la evaluación.',
  recordedFeedback: 'Los comentarios sobre la evaluación que nos envíe, si decide hacerlo.',
  keptUntilDeleted: 'Conservamos su información hasta que el equipo de selección la elimine.',
  deletedAfter:
    'Su información se elimina {days, plural, one {# día} other {# días}} después de su última actividad en la evaluación, la última decisión del equipo sobre usted o la caducidad de su invitación, lo que ocurra más tarde.',
  byStatus:
    'El tiempo que conservamos su información depende de la situación de su candidatura. Los días se cuentan desde su última actividad en la evaluación, la última decisión del equipo sobre usted o la caducidad de su invitación, lo que ocurra más tarde:',
  statusKept:
    '{status, select, new {Las candidaturas sobre las que aún no se ha decidido} shortlisted {Las candidaturas preseleccionadas} on_hold {Las candidaturas en espera} other {Las candidaturas no seleccionadas}} se conservan hasta que el equipo las elimine.',
  statusDeleted:
    '{status, select, new {Las candidaturas sobre las que aún no se ha decidido} shortlisted {Las candidaturas preseleccionadas} on_hold {Las candidaturas en espera} other {Las candidaturas no seleccionadas}} se eliminan {days, plural, one {# día} other {# días}} después de esa fecha.',
  yours:
    'Su información le pertenece. En cualquier momento, desde su página «Sus datos», puede descargar una copia de todo lo que nos ha facilitado y pedirnos que la borremos: el enlace está en la página que verá al terminar la evaluación{mailOn, select, yes {, y en nuestro correo electrónico de agradecimiento} other {}}.',
  erasure:
    'Si nos pide que borremos su información, la borramos por completo {days, plural, =0 {en el plazo de una hora} one {en el plazo de # día desde su solicitud} other {en el plazo de # días desde su solicitud}}, salvo que la ley nos obligue a conservarla durante un tiempo (por ejemplo, durante un litigio).',
} satisfies Translation<typeof english>;
