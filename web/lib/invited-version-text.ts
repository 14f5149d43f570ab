import type { CreateInviteResponse } from '../../shared/invites.schema';
import { extraTimeLabel } from '../../shared/time-allowance';

/**
 * What a new invite asks, under its link: "Uses version 3 of Data Analyst at Acme. Extra time:
 * +25 %." The version is the one frozen in the invite: editing the role later does not change it.
 */
export function invitedVersionText(
  invite: CreateInviteResponse['data'],
  companyName: string | undefined,
): string {
  const company = companyName ? ` at ${companyName}` : '';
  const uses = `Uses version ${invite.role.version} of ${invite.role.title}${company}`;
  return invite.extraTime ? `${uses}. Extra time: ${extraTimeLabel(invite.extraTime)}` : uses;
}
