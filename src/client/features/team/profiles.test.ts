import { describe, expect, it } from 'vitest';
import { hasDirectContact, recommendedTripIds, teamProfiles } from './profiles.ts';

// The team of content/team.ts (the client may not import content: the ids are repeated here).
const memberIds = ['giulia-lorusso', 'marco-de-santis', 'francesca-amoruso', 'davide-colella'];

describe('team profiles', () => {
  it('describe exactly the four people of the team', () => {
    expect(Object.keys(teamProfiles).sort()).toEqual([...memberIds].sort());
  });

  it.each(memberIds)('%s has a complete profile on both faces of the site', (id) => {
    const profile = teamProfiles[id]!;
    const firstName = id.split('-')[0];
    expect(profile.portrait).toMatchObject({ src: `/artwork/team/${id}.svg`, width: 800 });
    expect(profile.portrait.alt).toMatch(/^Ritratto illustrato di /);
    expect(profile.email).toBe(`${firstName}@maestraleviaggi.example`);
    expect(profile.phone).toMatch(/^\+39 080 555 01\d\d$/);
    for (const text of [profile.main, profile.ads]) {
      expect(text.bio).toHaveLength(3);
      expect(text.expertise.length).toBeGreaterThanOrEqual(4);
      expect(text.expertise.length).toBeLessThanOrEqual(6);
      expect(text.languages.length).toBeGreaterThan(0);
      expect(text.destinations.length).toBeGreaterThan(0);
    }
    // The ads face is a different text, not a copy.
    for (const field of ['bio', 'expertise', 'languages', 'destinations'] as const) {
      expect(profile.ads[field]).not.toEqual(profile.main[field]);
    }
    expect(profile.ads.bio.join(' ')).toMatch(/prenot\w* in anticipo/i);
    expect(profile.reviews).toHaveLength(3);
    for (const review of profile.reviews) {
      expect(review.rating).toBe(5);
      expect(review.date).toMatch(
        /^(gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre) \d{4}$/,
      );
    }
  });

  it('recommends the spec’s three trips', () => {
    expect(recommendedTripIds).toEqual(['maldive-dubai', 'tokyo-kyoto', 'seychelles-dubai']);
  });

  it('offers direct contact only to a person with a real name', () => {
    expect(hasDirectContact('Giulia Lorusso')).toBe(true);
    expect(hasDirectContact('{name}')).toBe(false);
    expect(hasDirectContact('Membro {name} del team')).toBe(false);
  });
});
