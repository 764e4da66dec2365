import { paths } from '../paths.ts';

/** The navigation bar's entries, in the spec's order ("Prenota Ora" is a button after them). */
export const navEntries = [
  { to: paths.home, label: 'Home' },
  { to: paths.travels, label: 'Viaggi e Pacchetti' },
  { to: paths.about, label: 'Chi Siamo' },
  { to: paths.team, label: 'Il Team' },
  { to: paths.contact, label: 'Contattaci' },
] as const;
