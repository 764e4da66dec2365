import {
  bookingStatusLabels,
  bookingStatusTone,
  type BookingStatus,
} from '#domain/booking-status.ts';
import { Badge } from '../../../components/ui/badge.tsx';

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return <Badge tone={bookingStatusTone[status]}>{bookingStatusLabels[status]}</Badge>;
}
