import type { SiteConfig } from '#domain/site-config.ts';
import {
  INVITATION_HOURS,
  PASSWORD_RESET_MINUTES,
  staffRoleLabels,
  type StaffRole,
} from '#domain/staff-team.ts';
import { Action, Facts, Layout, Paragraph, SignOff, Title } from '../layout.tsx';

/** The owner invited a colleague: the link where they choose their password. */
export function StaffInvitation({
  site,
  name,
  email,
  role,
  invitedBy,
  acceptUrl,
}: {
  site: SiteConfig;
  name: string;
  email: string;
  role: StaffRole;
  invitedBy: string;
  acceptUrl: string;
}) {
  return (
    <Layout site={site} preview={`${invitedBy} ti ha invitato nel team di ${site.name}.`}>
      <Title>Benvenuto nel team</Title>
      <Paragraph>
        Ciao {name}, {invitedBy} ti ha invitato nell’area staff di {site.name}: da lì si seguono le
        prenotazioni, le partenze e i viaggi del catalogo.
      </Paragraph>
      <Facts
        title="Il tuo account"
        facts={[
          { label: 'Accederai con', value: email },
          { label: 'Ruolo', value: staffRoleLabels[role] },
        ]}
      />
      <Action href={acceptUrl}>Scegli la tua password</Action>
      <Paragraph>
        Il link vale {INVITATION_HOURS} ore e si usa una volta sola. Se non aspettavi questo invito,
        ignora pure questa email: senza una password scelta da te l’account non esiste.
      </Paragraph>
      <SignOff site={site} />
    </Layout>
  );
}

/** "Password dimenticata?": the link that sets a new password. */
export function PasswordReset({
  site,
  name,
  resetUrl,
}: {
  site: SiteConfig;
  name: string;
  resetUrl: string;
}) {
  return (
    <Layout site={site} preview="Il link per scegliere una nuova password.">
      <Title>Una nuova password</Title>
      <Paragraph>
        Ciao {name}, qualcuno (speriamo tu) ha chiesto di cambiare la password del tuo account
        nell’area staff di {site.name}.
      </Paragraph>
      <Action href={resetUrl}>Scegli una nuova password</Action>
      <Paragraph>
        Il link vale {PASSWORD_RESET_MINUTES} minuti e si usa una volta sola; scelta la nuova
        password, ogni sessione aperta con quella vecchia viene chiusa. Se non l’hai chiesto tu,
        ignora questa email: la tua password resta quella di prima.
      </Paragraph>
      <SignOff site={site} />
    </Layout>
  );
}
