import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api.ts';
import { adminKeys } from '../admin-keys.ts';

/** "Oggi"'s counts: read again each minute while the page is open, as the day moves on. */
export function useToday() {
  return useQuery({
    queryKey: adminKeys.today,
    queryFn: () => unwrap(api.staff.today.$get()),
    refetchInterval: 60_000,
  });
}

/** The figures and charts under the counts. */
export function useTodayFigures() {
  return useQuery({
    queryKey: adminKeys.todayFigures,
    queryFn: () => unwrap(api.staff.today.figures.$get()),
  });
}
