import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  staffInvitationSchema,
  staffRoleLabels,
  staffRoles,
  type StaffInvitationInput,
  type StaffRole,
  type Team,
  type TeamMember,
} from '#domain/staff-team.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FieldError, Input, Label } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { ApiError } from '../../../lib/api.ts';
import { placeFieldErrors } from '../../../lib/form-errors.ts';
import { notify } from '../../../lib/notify.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { adminCard, AdminPage } from '../admin-page.tsx';
import { formatMoment } from '../format.ts';
import type { Staff } from '../session/api.ts';
import {
  useChangeRole,
  useDisableMember,
  useEnableMember,
  useInvite,
  useRequireSecondFactor,
  useResendInvitation,
  useRevokeInvitation,
  useTeam,
} from './api.ts';

const failed = (title: string) => (error: unknown) =>
  void notify.error(title, {
    description: error instanceof ApiError ? error.message : 'Controlla la rete e riprova.',
  });

type Field = keyof StaffInvitationInput;
const empty = { email: '', name: '', role: 'staff' } as const;

/** "Invita un collega": the e-mail goes with a link valid three days. */
function InviteForm() {
  const invite = useInvite();
  const form = useForm<StaffInvitationInput, unknown, Required<StaffInvitationInput>>({
    resolver: zodResolver(staffInvitationSchema),
    defaultValues: empty,
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: () => {
        form.reset(empty);
        void notify.success('Invito inviato', {
          description: `Il link è partito per ${values.email}.`,
        });
      },
      onError: (error) => {
        if (!placeFieldErrors(error, ['email', 'name', 'role'], form.setError))
          failed('Invito non inviato')(error);
      },
    }),
  );
  const field = (name: Field) => ({
    id: `invite-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `invite-${name}-error` : undefined,
    ...form.register(name),
  });
  return (
    <section aria-labelledby="invite-title" className={adminCard}>
      <h2 id="invite-title" className="text-2xl font-semibold">
        Invita un collega
      </h2>
      <p className="mt-1 text-navy-700">
        Riceve un’email con un link valido 3 giorni, da cui sceglie la sua password.
      </p>
      <form onSubmit={submit} noValidate className="mt-5 grid gap-5 md:grid-cols-3">
        <div>
          <Label htmlFor="invite-name">Nome e cognome</Label>
          <Input autoComplete="off" {...field('name')} />
          <FieldError id="invite-name-error">{errors.name?.message}</FieldError>
        </div>
        <div>
          <Label htmlFor="invite-email">Email</Label>
          <Input type="email" autoComplete="off" {...field('email')} />
          <FieldError id="invite-email-error">{errors.email?.message}</FieldError>
        </div>
        <div>
          <Label htmlFor="invite-role">Ruolo</Label>
          <Select {...field('role')}>
            {staffRoles.map((role) => (
              <option key={role} value={role}>
                {staffRoleLabels[role]}
              </option>
            ))}
          </Select>
          <FieldError id="invite-role-error">{errors.role?.message}</FieldError>
        </div>
        <div className="md:col-span-3">
          <BusyButton type="submit" busy={invite.isPending} busyLabel="Invio in corso…">
            Invia invito
          </BusyButton>
        </div>
      </form>
    </section>
  );
}

/** A member's row: role and state; for the owner, the role to change and "Disattiva". */
function MemberRow({ member, me }: { member: TeamMember; me: Staff }) {
  const owner = me.role === 'titolare';
  const changeRole = useChangeRole();
  const disable = useDisableMember();
  const enable = useEnableMember();
  const [asking, setAsking] = useState(false);
  const disabled = member.disabledAt !== null;
  return (
    <tr className="border-t border-navy-100 align-middle">
      <th scope="row" className="py-3 pr-4 text-left font-semibold">
        {member.name}
        {member.id === me.id && <span className="font-normal text-navy-600"> (tu)</span>}
      </th>
      <td className="py-3 pr-4 break-all">{member.email}</td>
      <td className="py-3 pr-4">
        {owner && !disabled ? (
          <Select
            aria-label={`Ruolo di ${member.name}`}
            value={member.role}
            disabled={changeRole.isPending}
            onChange={(event) =>
              changeRole.mutate(
                { id: member.id, role: event.currentTarget.value as StaffRole },
                {
                  onSuccess: () => void notify.success(`Ruolo di ${member.name} aggiornato`),
                  onError: failed('Ruolo non cambiato'),
                },
              )
            }
            className="min-h-10 w-36"
          >
            {staffRoles.map((role) => (
              <option key={role} value={role}>
                {staffRoleLabels[role]}
              </option>
            ))}
          </Select>
        ) : (
          staffRoleLabels[member.role]
        )}
      </td>
      <td className="py-3 pr-4">
        {disabled ? (
          <Badge tone="neutral">Disattivato il {formatMoment(member.disabledAt!)}</Badge>
        ) : (
          <Badge tone="good">Attivo</Badge>
        )}
      </td>
      <td className="py-3 pr-4">
        {member.secondFactor ? (
          <Badge tone="good">Sì</Badge>
        ) : (
          <Badge tone="neutral">Solo password</Badge>
        )}
      </td>
      {owner && (
        <td className="py-3 text-right">
          {member.id === me.id ? null : disabled ? (
            <BusyButton
              variant="outline"
              size="sm"
              busy={enable.isPending}
              busyLabel="Riattivazione…"
              aria-label={`Riattiva ${member.name}`}
              onClick={() =>
                enable.mutate(member.id, {
                  onSuccess: () => void notify.success(`${member.name} può di nuovo accedere`),
                  onError: failed('Account non riattivato'),
                })
              }
            >
              Riattiva
            </BusyButton>
          ) : (
            <Button
              variant="outline"
              size="sm"
              aria-label={`Disattiva ${member.name}`}
              onClick={() => setAsking(true)}
            >
              Disattiva
            </Button>
          )}
          <ConfirmDialog
            open={asking}
            onClose={() => setAsking(false)}
            title={`Disattivare ${member.name}?`}
            description="Le sue sessioni si chiudono subito e non potrà più accedere; quello che ha fatto resta nelle prenotazioni. Potrai riattivarlo quando vuoi."
            confirm="Sì, disattiva"
            busy={disable.isPending}
            busyLabel="Disattivazione…"
            onConfirm={() =>
              disable.mutate(member.id, {
                onSuccess: () => {
                  setAsking(false);
                  void notify.success(`${member.name} è stato disattivato`);
                },
                onError: (error) => {
                  setAsking(false);
                  failed('Account non disattivato')(error);
                },
              })
            }
          />
        </td>
      )}
    </tr>
  );
}

/**
 * "Accesso in due passaggi" for the whole team: the owner requires a passkey or an app of
 * everyone (their own first), or leaves it to each member.
 */
function SecondFactorRequirement({ team, owner }: { team: Team; owner: boolean }) {
  const requirement = useRequireSecondFactor();
  const required = team.secondFactorRequired;
  const active = team.members.filter((member) => member.disabledAt === null);
  const protectedOnes = active.filter((member) => member.secondFactor).length;
  return (
    <section aria-labelledby="requirement-title" className={adminCard}>
      <h2 id="requirement-title" className="text-2xl font-semibold">
        Accesso in due passaggi
      </h2>
      <p className="mt-1 max-w-prose text-navy-700">
        {required
          ? 'Richiesto a tutto il team: chi ha solo la password aggiunge una passkey o un’app di autenticazione al prossimo accesso.'
          : 'Facoltativo: ognuno può aggiungere una passkey o un’app di autenticazione da “Il tuo account”.'}{' '}
        Lo usano {protectedOnes} su {active.length}.
      </p>
      {owner && (
        <BusyButton
          variant={required ? 'outline' : 'primary'}
          className="mt-4"
          busy={requirement.isPending}
          busyLabel="Salvataggio…"
          onClick={() =>
            requirement.mutate(!required, {
              onSuccess: () =>
                void notify.success(
                  required
                    ? 'Il secondo fattore non è più richiesto'
                    : 'Secondo fattore richiesto a tutto il team',
                ),
              onError: failed('Impostazione non cambiata'),
            })
          }
        >
          {required ? 'Non richiederlo più' : 'Richiedilo a tutto il team'}
        </BusyButton>
      )}
    </section>
  );
}

/** "Team": who works in the back office; the owner invites, changes roles and disables. */
export function TeamPage({ me }: { me: Staff }) {
  const team = useTeam();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const owner = me.role === 'titolare';
  return (
    <AdminPage
      title="Team"
      intro={
        owner
          ? 'Chi lavora nell’area staff. Il titolare gestisce il team e le impostazioni dell’agenzia; lo staff segue prenotazioni, partenze e viaggi.'
          : 'Chi lavora nell’area staff. Solo il titolare invita colleghi e cambia i ruoli.'
      }
    >
      <div className="space-y-6">
        <section aria-labelledby="members-title" className={adminCard}>
          <h2 id="members-title" className="text-2xl font-semibold">
            Membri
          </h2>
          {team.isError ? (
            <p role="alert" className="mt-4 text-navy-800">
              {team.error.message}
            </p>
          ) : !team.data ? (
            <div className="grid place-items-center py-10">
              <Spinner label="Caricamento del team…" />
            </div>
          ) : (
            <div className="mt-4 overflow-x-auto">
              <table className="w-full min-w-[40rem] text-sm">
                <thead>
                  <tr className="text-left text-navy-600">
                    <th scope="col" className="py-2 pr-4 font-semibold">
                      Nome
                    </th>
                    <th scope="col" className="py-2 pr-4 font-semibold">
                      Email
                    </th>
                    <th scope="col" className="py-2 pr-4 font-semibold">
                      Ruolo
                    </th>
                    <th scope="col" className="py-2 pr-4 font-semibold">
                      Stato
                    </th>
                    <th scope="col" className="py-2 pr-4 font-semibold">
                      Due passaggi
                    </th>
                    {owner && (
                      <th scope="col" className="py-2 text-right font-semibold">
                        <span className="sr-only">Azioni</span>
                      </th>
                    )}
                  </tr>
                </thead>
                <tbody>
                  {team.data.members.map((member) => (
                    <MemberRow key={member.id} member={member} me={me} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
        {team.data && <SecondFactorRequirement team={team.data} owner={owner} />}
        {owner && <InviteForm />}
        {team.data && team.data.invitations.length > 0 && (
          <section aria-labelledby="invitations-title" className={adminCard}>
            <h2 id="invitations-title" className="text-2xl font-semibold">
              Inviti in attesa
            </h2>
            <ul className="mt-4 divide-y divide-navy-100">
              {team.data.invitations.map((invitation) => (
                <li
                  key={invitation.id}
                  className="flex flex-wrap items-center justify-between gap-3 py-3"
                >
                  <p>
                    <span className="font-semibold">{invitation.name}</span> · {invitation.email} ·{' '}
                    {staffRoleLabels[invitation.role]}
                    <br />
                    <span className="text-sm text-navy-600">
                      Invitato da {invitation.invitedBy}, valido fino al{' '}
                      {formatMoment(invitation.expiresAt)}
                    </span>
                  </p>
                  {owner && (
                    <div className="flex gap-2">
                      <BusyButton
                        variant="outline"
                        size="sm"
                        busy={resend.isPending && resend.variables === invitation.id}
                        busyLabel="Invio…"
                        aria-label={`Invia di nuovo l’invito a ${invitation.name}`}
                        onClick={() =>
                          resend.mutate(invitation.id, {
                            onSuccess: () => void notify.success('Invito inviato di nuovo'),
                            onError: failed('Invito non inviato'),
                          })
                        }
                      >
                        Invia di nuovo
                      </BusyButton>
                      <BusyButton
                        variant="outline"
                        size="sm"
                        busy={revoke.isPending && revoke.variables === invitation.id}
                        busyLabel="Annullamento…"
                        aria-label={`Annulla l’invito a ${invitation.name}`}
                        onClick={() =>
                          revoke.mutate(invitation.id, {
                            onSuccess: () => void notify.success('Invito annullato'),
                            onError: failed('Invito non annullato'),
                          })
                        }
                      >
                        Annulla
                      </BusyButton>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </AdminPage>
  );
}
