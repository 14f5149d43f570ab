/**
 * The hiring team's own mails (docs/mail.md), in English: a candidate finished, a mention, a
 * member's invite, a candidate asked for erasure. The workspace's language (docs/languages.md#the-workspace);
 * the server writes `{deadline}` and `{due}` in it.
 */
export default {
  // A candidate finished the assessment.
  completedSubject: '{candidate} finished the assessment for {role}',
  completedPreview: "{candidate}'s answers are ready to review",
  completedAction: 'Review the answers',
  completedFooter:
    "You receive this because you review candidates in the workspace. The team's owner or an admin can turn these mails off in Settings.",
  completedBody:
    '{candidate} finished the assessment for the {role} role{overTime, select, yes {, after the time allowed} other {}}. Their answers are ready to review.',
  // A team member mentioned you in a comment.
  mentionSubject: '{author} mentioned you in a comment on {candidate}',
  mentionPreview: '{author}: {excerpt}',
  mentionAction: 'Open the comment',
  mentionFooter:
    'You receive this because a team member mentioned you. You can turn these mails off on your account page in the workspace.',
  mentionBody:
    '{author} mentioned you in a comment on {candidate}, who applied for the {role} role:',
  mentionExcerpt: '“{excerpt}”',
  // A new member's join link.
  memberInviteNamedTeam: 'the {team} hiring team',
  memberInviteUnnamedTeam: 'the hiring team',
  memberInviteSubject: '{invitedBy} invited you to {team}',
  memberInvitePreview: "Join {team}'s workspace",
  memberInviteBrand: 'The hiring team',
  memberInviteAction: 'Join the team',
  memberInviteFooter: 'The link is for you alone, can be used once, and works until {deadline}.',
  memberInviteHello: 'Hello {name},',
  memberInviteBody:
    "{invitedBy} invited you to join {team}'s workspace as {role}. Open the link to choose how you sign in.",
  // A candidate asked for their data to be erased.
  erasureRequestSubject: '{candidate} asked for their data to be erased',
  erasureRequestAction: 'Open the candidate',
  erasureRequestFooter:
    "You receive this because you are an owner or admin of the hiring team's workspace.",
  erasureRequestBody:
    '{candidate}, who applied for the {role} role, asked for their data to be erased.',
  erasureRequestHeld:
    'The candidate is on hold: nothing is erased while the hold stands. Lift it, or tell them why their data is kept.',
  erasureRequestDue:
    'Their data will be erased on {due}. Until then you can read their answers as usual; put them on hold if the law requires you to keep them.',
};
