import type { StaffRole } from '#domain/staff-team.ts';
import type { OutboxMessage } from '../repositories/outbox.ts';
import { composeMessage, type MailSettings } from './messages.tsx';
import { staffAccountLink } from './private-links.ts';
import { PasswordReset, StaffInvitation } from './templates/team.tsx';

/** The team's e-mails: each carries its single-use link, made as it leaves (decision 033). */

export function staffInvitationMessage(
  invitation: { id: string; email: string; name: string; role: StaffRole },
  invitedBy: string,
  settings: MailSettings,
): Promise<OutboxMessage> {
  const link = staffAccountLink('staff_invitation', invitation.id, settings.mail.siteUrl);
  return composeMessage(
    <StaffInvitation
      site={settings.site}
      name={invitation.name}
      email={invitation.email}
      role={invitation.role}
      invitedBy={invitedBy}
      acceptUrl={link.url}
    />,
    {
      kind: 'staff_invitation',
      recipient: invitation.email,
      subject: `Il tuo invito nell’area staff di ${settings.site.name}`,
      privateLink: link.privateLink,
    },
  );
}

export function passwordResetMessage(
  member: { email: string; name: string },
  resetId: string,
  settings: MailSettings,
): Promise<OutboxMessage> {
  const link = staffAccountLink('password_reset', resetId, settings.mail.siteUrl);
  return composeMessage(
    <PasswordReset site={settings.site} name={member.name} resetUrl={link.url} />,
    {
      kind: 'password_reset',
      recipient: member.email,
      subject: `La tua nuova password · ${settings.site.name}`,
      privateLink: link.privateLink,
    },
  );
}
