// An enum value as a coloured badge: the first value of the enum (0 shown, 0 active, …) reads as the
// positive state, the others as neutral, unless the contract gives tones (`x-enum-tones`: a reward 待发放 is a
// warning and 已发放 a success, not the other way round).
import { Badge } from '@/components/ui';
import type { FieldSchema } from '@/lib/contract';
import { toText } from '@wallet-admin/sdk';

const TONES = ['success', 'neutral', 'primary', 'warning', 'danger'] as const;

export function StatusBadge({ schema, value, label }: { schema: FieldSchema | undefined; value: unknown; label: string }) {
  if (value === null || value === undefined) return <span className="text-fg-muted">-</span>;
  const index = Math.max(
    0,
    (schema?.enum ?? []).findIndex((v) => toText(v) === toText(value)),
  );
  const declared = schema?.enumTones?.[toText(value)];
  const tone = TONES.find((t) => t === declared) ?? TONES[index % TONES.length];
  return <Badge tone={tone}>{label}</Badge>;
}
