import type { ComponentProps } from 'react';
import type { TripState } from '#domain/catalogue.ts';
import { tripStateLabels } from '#domain/trip-input.ts';
import { Badge } from '../../../components/ui/badge.tsx';

const tone: Record<TripState, ComponentProps<typeof Badge>['tone']> = {
  bozza: 'waiting',
  pubblicato: 'good',
  archiviato: 'neutral',
};

/** "Bozza", "Pubblicato", "Archiviato": whether visitors see the trip. */
export function TripStateBadge({ state }: { state: TripState }) {
  return <Badge tone={tone[state]}>{tripStateLabels[state]}</Badge>;
}
