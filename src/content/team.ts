import type { TeamMember } from '#domain/team.ts';

/** The four people of the agency; each departure leaves with two of them as coordinators. */
export const teamFacts: readonly TeamMember[] = [
  {
    id: 'giulia-lorusso',
    name: 'Giulia Lorusso',
    firstName: 'Giulia',
    role: 'Travel Coordinator',
    yearsOfExperience: 5,
    featured: true,
  },
  {
    id: 'marco-de-santis',
    name: 'Marco De Santis',
    firstName: 'Marco',
    role: 'Senior Travel Coordinator',
    yearsOfExperience: 8,
    featured: true,
  },
  {
    id: 'francesca-amoruso',
    name: 'Francesca Amoruso',
    firstName: 'Francesca',
    role: 'Responsabile Destinazioni',
    yearsOfExperience: 10,
    featured: false,
  },
  {
    id: 'davide-colella',
    name: 'Davide Colella',
    firstName: 'Davide',
    role: 'Customer Experience',
    yearsOfExperience: 8,
    featured: false,
  },
];

/** The five pairs that lead departures, by first name. */
export const coordinatorPairs: readonly (readonly [string, string])[] = [
  ['Giulia', 'Marco'],
  ['Francesca', 'Davide'],
  ['Marco', 'Francesca'],
  ['Giulia', 'Davide'],
  ['Davide', 'Marco'],
];
