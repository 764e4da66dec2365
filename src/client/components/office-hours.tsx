import { Fragment } from 'react';
import { officeHoursLines } from '#domain/office-hours.ts';

/** The office's opening hours, a line each. */
export function OfficeHours() {
  return officeHoursLines.map((line, index) => (
    <Fragment key={line}>
      {index > 0 && <br />}
      {line}
    </Fragment>
  ));
}
