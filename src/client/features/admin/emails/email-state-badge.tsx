import { emailStateLabels, emailStateTone, type EmailState } from '#domain/emails.ts';
import { Badge } from '../../../components/ui/badge.tsx';

export function EmailStateBadge({ state }: { state: EmailState }) {
  return <Badge tone={emailStateTone[state]}>{emailStateLabels[state]}</Badge>;
}
