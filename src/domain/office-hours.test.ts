import { describe, expect, it } from 'vitest';
import { officeHoursLines, schemaOpeningHours } from './office-hours.ts';

describe('office hours', () => {
  it('read as the site shows them and as schema.org writes them', () => {
    expect(officeHoursLines).toEqual(['Lun-Ven: 9:00 - 18:00', 'Sab: 9:00 - 13:00']);
    expect(schemaOpeningHours).toEqual(['Mo-Fr 09:00-18:00', 'Sa 09:00-13:00']);
  });
});
