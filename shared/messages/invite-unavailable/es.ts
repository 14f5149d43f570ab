import type english from './en';
import type { Translation } from '../../i18n/languages';

export default {
  withdrawnTitle: 'Esta invitación se ha retirado',
  withdrawnBody:
    'El equipo de selección ha retirado esta invitación, así que no se puede continuar la evaluación con este enlace. Todo lo que ya guardó se conserva para el equipo de selección.',
  withdrawnNext:
    'Si cree que se trata de un error, responda al mensaje con el que recibió el enlace.',
  expiredTitle: 'Esta invitación ha caducado',
  expiredBody:
    'Los enlaces de invitación son personales y solo están activos durante un tiempo limitado. Pida un nuevo enlace al equipo de selección.',
  expiredNext:
    'Si ya había empezado, el equipo de selección puede ampliar la validez de este enlace: entonces ábralo de nuevo y regístrese con el mismo correo electrónico para continuar donde lo dejó. Todo lo que ya envió se conserva.',
  unavailableTitle: 'Esta invitación ya no se puede utilizar',
  whatHappened: 'Qué ha pasado',
  withdrawn:
    'Esta invitación se ha retirado. Póngase en contacto con el equipo de selección para obtener un nuevo enlace.',
  expired: 'Esta invitación ha caducado. Pida un nuevo enlace al equipo de selección.',
} satisfies Translation<typeof english>;
