import type { ComponentProps } from 'react';
import { balanceStateLabels, type BalanceState } from '#domain/booking-lifecycle.ts';
import {
  bookingStatusLabels,
  bookingStatusTone,
  type BookingStatus,
} from '#domain/booking-status.ts';
import { Badge } from '../../../components/ui/badge.tsx';

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return <Badge tone={bookingStatusTone[status]}>{bookingStatusLabels[status]}</Badge>;
}

const balanceTone: Record<BalanceState, ComponentProps<typeof Badge>['tone']> = {
  later: 'neutral',
  due_soon: 'waiting',
  overdue: 'bad',
  paid: 'good',
};

/** "Saldo in scadenza", "Saldo scaduto"…: where a confirmed booking's balance stands. */
export function BalanceStateBadge({ state }: { state: BalanceState }) {
  return <Badge tone={balanceTone[state]}>{balanceStateLabels[state]}</Badge>;
}
