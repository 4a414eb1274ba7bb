// The screen action 'import' (loaded when an operator opens it): download a template, choose an .xlsx or .csv whose
// first row names the columns; a Web Worker reads it within its limits (lib/import-file.ts: size, inflated size,
// rows), with a progress bar and a stop button; see every row checked with the create's rules and its chain's address
// rule (lib/import-rows.ts), then by the import's own dry run (references, natural keys against the table and within
// the file), so the preview refuses what the commit would. Save all rows through the resource's `x-action: import`
// operation, all or none, or, when the operator asks, only the rows without problems; the refused rows can be
// downloaded as an error report (each row as typed and why).
import { useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError, type OperationId } from '@wallet-admin/sdk';
import { notify } from '@/app/notify';
import { Button, Dialog } from '@/components/ui';
import { callOperation, invalidateAfter } from '@/lib/query';
import { exportXlsx } from '@/lib/export-xlsx';
import { MAX_IMPORT_BYTES, MAX_INFLATED_BYTES } from '@/lib/import-file';
import {
  checkRows,
  fieldError,
  goodRows,
  MAX_IMPORT_ROWS,
  prepareRows,
  type ImportSetup,
  type Prepared,
  type RowError,
} from '@/lib/import-rows';
import { ImportRefused, readSheetInWorker } from '@/lib/read-in-worker';
import type { ScreenView } from '@/lib/screen';
import { byRow, ImportPreview, problemText } from './ImportPreview';
import { enumValueLabel, type Labels } from './labels';
import { useChains } from './widgets/useChains';

const SLICE = 500;
const pause = () => new Promise((resolve) => setTimeout(resolve));

interface Props {
  screen: Pick<ScreenView<unknown>, 'operations' | 'resource'>;
  labels: Labels;
  onClose: () => void;
}

export default function ImportDialog({ screen, labels, onClose }: Props) {
  const client = useQueryClient();
  const { chains } = useChains();
  const { t } = labels;
  const operation = screen.operations.import as OperationId;
  const body = useMemo(() => screen.resource.operations[screen.operations.create ?? '']?.body ?? {}, [screen]);
  const fields = Object.keys(body.properties ?? {});
  const [sheet, setSheet] = useState<Prepared | null>(null);
  const [errors, setErrors] = useState<RowError[]>([]);
  const [onlyGood, setOnlyGood] = useState(false);
  const [progress, setProgress] = useState<{ label: string; done?: number; total?: number; stoppable?: boolean } | null>(null);
  const reading = useRef<AbortController | null>(null);
  useEffect(() => () => reading.current?.abort(), []);

  const setup = useMemo<ImportSetup>(() => {
    const byName = new Map(chains.flatMap((c) => [[String(c.id), c] as const, [c.name.toLowerCase(), c] as const]));
    return {
      body,
      headings: (field) => [field, labels.field(field)].map((h) => h.toLowerCase()),
      enumLabels: (schema, value) => [enumValueLabel(schema, value, 'zh'), enumValueLabel(schema, value, 'en')],
      chain: (cell) => {
        const chain = byName.get(cell.trim().toLowerCase());
        return chain && { id: chain.id, platform: chain.platform };
      },
      rules: labels.rules,
      addressMessage: (rule) => t(`screens.importer.address.${rule}`),
      unknownMessage: (_field, schema, typed) =>
        schema.enum
          ? t('screens.importer.unknownOption', {
              value: typed,
              options: schema.enum.map((v) => labels.enumLabel(schema, v)).join(t('screens.importer.comma')),
            })
          : t('screens.importer.unknownChain', { value: typed }),
    };
  }, [body, chains, labels, t]);

  const refusal = (error: unknown): string | null => {
    const limit = error instanceof ImportRefused ? error.limit : null;
    if (limit === 'cancelled') return null;
    if (limit === 'size') return t('screens.importer.tooBig', { max: MAX_IMPORT_BYTES / 1024 / 1024 });
    if (limit === 'inflated') return t('screens.importer.inflatesTooMuch', { max: MAX_INFLATED_BYTES / 1024 / 1024 });
    if (limit === 'rows') return t('screens.importer.tooMany', { max: MAX_IMPORT_ROWS });
    return t('screens.importer.unreadable');
  };

  const choose = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    reading.current?.abort();
    setSheet(null);
    setOnlyGood(false);
    setErrors([]);
    if (!file) return;
    const controller = new AbortController();
    reading.current = controller;
    const { signal } = controller;
    const label = t('screens.importer.reading');
    setProgress({ label, done: 0, total: file.size, stoppable: true });
    try {
      const cells = await readSheetInWorker(file, (done, total) => setProgress({ label, done, total, stoppable: true }), signal);
      const prepared = prepareRows(setup, cells);
      const found: RowError[] = [];
      for (let from = 0; from < prepared.rows.length; from += SLICE) {
        if (signal.aborted) throw new ImportRefused('cancelled');
        setProgress({ label: t('screens.importer.checking'), done: from, total: prepared.rows.length, stoppable: true });
        found.push(...checkRows(setup, prepared.rows, from, from + SLICE));
        await pause();
      }
      if (signal.aborted) throw new ImportRefused('cancelled');
      setErrors(await dryRun(prepared, found, signal));
      setSheet(prepared);
    } catch (error) {
      const message = refusal(error);
      if (message) setErrors([{ row: 0, field: '', reason: 'schema', message }]);
      input.value = ''; // the same file may be chosen again
    } finally {
      if (reading.current === controller) {
        reading.current = null;
        setProgress(null);
      }
    }
  };

  /** A refusal's rows (data.errors, or the one row the request's schema named), indexed in the rows sent. */
  const refusedRows = (error: unknown): RowError[] => {
    if (!isApiError(error)) throw error;
    const listed = (error.data as { errors?: RowError[] } | undefined)?.errors;
    const named = fieldError(error.field, error.message);
    return listed ?? (named ? [named] : [{ row: 0, field: '', reason: 'schema', message: error.message }]);
  };

  /** The import's dry run over the rows the preview passed: the commit's own rules (duplicates included). */
  const dryRun = async (prepared: Prepared, found: RowError[], signal: AbortSignal): Promise<RowError[]> => {
    const good = goodRows(prepared.rows, found);
    if (!good.rows.length) return found;
    setProgress({ label: t('screens.importer.checkingServer'), stoppable: true });
    try {
      const answer = await callOperation<{ errors?: RowError[] }>(operation, { body: { rows: good.rows, dry_run: true } }, signal);
      return good.merge(answer.errors ?? []);
    } catch (error) {
      if (signal.aborted) throw new ImportRefused('cancelled');
      return good.merge(refusedRows(error));
    }
  };

  const save = async () => {
    if (!sheet) return;
    const sent = onlyGood ? goodRows(sheet.rows, errors) : goodRows(sheet.rows, []);
    setProgress({ label: t('screens.importer.saving', { count: sent.rows.length }) });
    try {
      const answer = await callOperation<{ created: number }>(operation, { body: { rows: sent.rows } });
      await invalidateAfter(client, operation);
      notify.success(t('screens.importer.done', { count: answer.created }));
      onClose();
    } catch (error) {
      setErrors(onlyGood ? sent.merge(refusedRows(error)) : refusedRows(error));
    } finally {
      setProgress(null);
    }
  };

  const template = () =>
    exportXlsx(
      fields.map((field) => ({ title: labels.field(field), value: () => '' })),
      [],
      t('screens.importer.templateFile', { title: labels.title }),
    );

  const errorReport = (prepared: Prepared) => {
    const bad = byRow(errors);
    const shown = fields.filter((field) => prepared.columns.includes(field));
    return exportXlsx<number>(
      [
        { title: t('screens.importer.row'), value: (i) => prepared.lines[i] ?? null, width: 10 },
        ...shown.map((field) => ({ title: labels.field(field), value: (i: number) => prepared.typed[i]?.[field] ?? '' })),
        {
          title: t('screens.importer.problems'),
          value: (i) => (bad.get(i) ?? []).map((e) => problemText(labels, prepared.lines, e)).join('; '),
          width: 60,
        },
      ],
      [...bad.keys()].sort((a, b) => a - b),
      t('screens.importer.errorFile', { title: labels.title }),
    );
  };

  const rows = sheet?.rows ?? [];
  const badRows = new Set(errors.map((e) => e.row)).size;
  const goodCount = rows.length - badRows;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && (!progress || progress.stoppable) && onClose()}
      title={t('screens.importer.title', { title: labels.title })}
      description={t('screens.importer.help', { fields: fields.map((f) => labels.field(f)).join(t('screens.importer.comma')) })}
      size="xl"
      footer={
        <>
          <Button onClick={onClose} disabled={Boolean(progress) && !progress?.stoppable}>
            {t('screens.ui.cancel')}
          </Button>
          <Button
            variant="primary"
            loading={Boolean(progress)}
            disabled={onlyGood ? goodCount === 0 : !rows.length || errors.length > 0}
            onClick={() => void save()}
          >
            {onlyGood ? t('screens.importer.commitGood', { count: goodCount }) : t('screens.importer.commit', { count: rows.length })}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <label className="flex items-center gap-2 text-sm">
            <span>{t('screens.importer.file')}</span>
            <input type="file" accept=".xlsx,.csv" disabled={Boolean(progress)} onChange={(e) => void choose(e.target)} />
          </label>
          <Button size="sm" onClick={() => void template()}>
            {t('screens.importer.template')}
          </Button>
        </div>
        {progress && (
          <div role="status" className="flex items-center gap-2 text-sm text-fg-muted">
            <span>{progress.label}</span>
            <progress className="w-48" value={progress.done} max={progress.total} aria-label={progress.label} />
            {progress.stoppable && (
              <Button size="sm" onClick={() => reading.current?.abort()}>
                {t('screens.importer.stop')}
              </Button>
            )}
          </div>
        )}
        {sheet ? (
          <div className="flex flex-wrap items-center gap-3">
            <p role="status" className={errors.length ? 'text-sm text-danger' : 'text-sm text-fg'}>
              {t('screens.importer.summary', { count: rows.length, bad: badRows })}
            </p>
            {badRows > 0 && (
              <>
                <Button size="sm" onClick={() => void errorReport(sheet)}>
                  {t('screens.importer.errorReport')}
                </Button>
                <label className="flex items-center gap-2 text-sm">
                  <input type="checkbox" checked={onlyGood} disabled={Boolean(progress)} onChange={(e) => setOnlyGood(e.target.checked)} />
                  <span>{t('screens.importer.onlyGood', { count: goodCount })}</span>
                </label>
              </>
            )}
          </div>
        ) : (
          errors.map((error) => (
            <p key={error.message} role="alert" className="text-sm text-danger">
              {error.message}
            </p>
          ))
        )}
        {sheet && rows.length > 0 && <ImportPreview sheet={sheet} errors={errors} fields={fields} labels={labels} />}
      </div>
    </Dialog>
  );
}
