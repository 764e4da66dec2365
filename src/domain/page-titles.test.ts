import { describe, expect, it } from 'vitest';
import { pageTitle, type TitleSources } from './page-titles.ts';

const sources: TitleSources = {
  brand: 'Maestrale Viaggi',
  trips: [
    { id: 'maldive-dubai', title: 'Maldive & Dubai' },
    { id: 'tokyo-kyoto', title: 'Tokyo & Kyoto' },
  ],
  team: [{ id: 'giulia', name: 'Giulia Rossi', role: 'Coordinatrice' }],
};
const title = (name: string, params: Record<string, string> = {}) =>
  pageTitle({ name, params }, sources);

describe('page titles', () => {
  it('names each public page, then the agency', () => {
    expect(title('home')).toBe('Viaggi di gruppo organizzati da Bari | Maestrale Viaggi');
    expect(title('travels')).toBe('Viaggi di Gruppo: tutte le destinazioni | Maestrale Viaggi');
    expect(title('contact')).toBe('Contatta i nostri esperti | Maestrale Viaggi');
    expect(title('team')).toBe('Il Team | Maestrale Viaggi');
    expect(title('privacyPolicy')).toBe('Privacy Policy | Maestrale Viaggi');
  });

  it('names a trip by its title, under any of its addresses', () => {
    expect(title('destination', { id: 'maldive-dubai' })).toBe(
      'Maldive & Dubai – Viaggio di gruppo | Maestrale Viaggi',
    );
    expect(title('destination', { id: 'giappone' })).toBe(
      'Tokyo & Kyoto – Viaggio di gruppo | Maestrale Viaggi',
    );
    expect(title('destination', { id: 'atlantide' })).toBe(
      'Destinazione non trovata | Maestrale Viaggi',
    );
  });

  it('names a team member by name and role; an unknown one falls back to the team', () => {
    expect(title('teamMember', { id: 'giulia' })).toBe(
      'Giulia Rossi – Coordinatrice | Maestrale Viaggi',
    );
    expect(title('teamMember', { id: 'nessuno' })).toBe('Il Team | Maestrale Viaggi');
  });

  it('gives the ads pages the title of their main-site twin', () => {
    expect(title('adsHome')).toBe(title('home'));
    expect(title('adsTravel', { id: 'maldive-dubai' })).toBe(
      title('destination', { id: 'maldive-dubai' }),
    );
    expect(title('adsTeamMember', { id: 'giulia' })).toBe(title('teamMember', { id: 'giulia' }));
  });

  it('names private pages and unknown addresses', () => {
    expect(title('admin')).toBe('Area staff | Maestrale Viaggi');
    expect(title('bookingSuccess')).toBe('Prenotazione ricevuta | Maestrale Viaggi');
    expect(title('notFound')).toBe('Pagina non trovata | Maestrale Viaggi');
  });
});
