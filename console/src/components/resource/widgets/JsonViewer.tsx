// A read-only JSON tree (NFT metadata, raw documents): objects and arrays fold with <details> (open to `depth`),
// scalars are coloured by type, text that is not JSON is shown as it is. Loaded lazily by the views that use it.
import type { ReactNode } from 'react';
import { toText } from '@wallet-admin/sdk';

function parse(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

function Scalar({ value }: { value: unknown }) {
  if (value === null) return <span className="text-fg-muted">null</span>;
  if (typeof value === 'string') return <span className="break-all text-success">"{value}"</span>;
  if (typeof value === 'number') return <span className="text-primary-ink">{value}</span>;
  return <span className="text-warning">{toText(value)}</span>;
}

function Node({ name, value, depth, level }: { name?: string; value: unknown; depth: number; level: number }): ReactNode {
  const key = name === undefined ? null : <span className="text-fg-muted">{name}: </span>;
  if (typeof value !== 'object' || value === null)
    return (
      <div className="pl-4">
        {key}
        <Scalar value={value} />
      </div>
    );
  const entries: [string, unknown][] = Array.isArray(value) ? value.map((v: unknown, i) => [String(i), v]) : Object.entries(value);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return (
    <details open={level < depth} className="pl-4">
      <summary className="cursor-pointer select-none">
        {key}
        {open}
        {entries.length === 0 ? close : <span className="text-fg-muted"> {entries.length} </span>}
      </summary>
      {entries.map(([k, v]) => (
        <Node key={k} name={k} value={v} depth={depth} level={level + 1} />
      ))}
      {entries.length > 0 && <div className="pl-4">{close}</div>}
    </details>
  );
}

export default function JsonViewer({ value, depth = 2, label }: { value: unknown; depth?: number; label: string }) {
  return (
    <div
      role="group"
      aria-label={label}
      className="max-h-96 overflow-auto rounded-md border border-border bg-surface-muted py-2 pr-2 font-mono text-xs"
    >
      <Node value={parse(value)} depth={depth} level={0} />
    </div>
  );
}
