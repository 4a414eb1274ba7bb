// Import benchmark (`npm run bench -- import`): 10,000 address labels as the console imports them: the preview's
// check (console/src/lib/import-rows.ts with the create schema the console build extracts, the chain's address rule)
// and the commit (POST importAddressLabel: every row checked again, then one transaction), on SQLite and on
// PostgreSQL when DATABASE_URL is set (a fresh schema, dropped afterwards). Goal: preview + commit under 10 s.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tronAddressOf } from '../../sdk/src/address.ts';
import type { OpenApiDocument } from '../../sdk/src/contract/index.ts';
import { contractOf } from '../../console/build/contract.ts';
import { checkRows, type ImportSetup } from '../../console/src/lib/import-rows.ts';
import { prepareDatabase, type Engine } from '../../server/bench/prepare.ts';
import type { Row } from './console.ts';
import { signIn, startServer } from './server.ts';

const ROWS = 10_000;
const DOC = fileURLToPath(new URL('../../sdk/src/generated/openapi.json', import.meta.url));

/** 10,000 rows over Ethereum (1), BNB Smart Chain (2) and TRON (21), every address new. */
function sheetRows(): Record<string, unknown>[] {
  const hex = (i: number) => (0xbe0c4 * 2 ** 20 + i).toString(16).padStart(40, '0');
  return Array.from({ length: ROWS }, (_, i) => ({
    blockchain_id: [1, 2, 21][i % 3],
    address: i % 3 === 2 ? tronAddressOf(hex(i)) : `0x${hex(i)}`,
    label: `Imported ${i}`,
    category: 'exchange',
    remark: '表格导入 / spreadsheet import',
  }));
}

function previewSetup(): ImportSetup {
  const doc = JSON.parse(readFileSync(DOC, 'utf8')) as OpenApiDocument;
  const body = contractOf(doc, 'address_label').operations.createAddressLabel?.body ?? {};
  const platform: Record<string, number> = { '1': 1, '2': 1, '21': 8 };
  const message = () => 'refused';
  return {
    body,
    headings: (field) => [field],
    enumLabels: () => [],
    chain: (cell) => (platform[cell] ? { id: Number(cell), platform: platform[cell] } : undefined),
    rules: {
      required: 'required',
      minLength: message,
      maxLength: message,
      pattern: 'pattern',
      oneOf: 'oneOf',
      integer: 'integer',
      number: 'number',
      min: message,
      max: message,
      url: 'url',
      maxItems: message,
      dateTime: 'dateTime',
      endBeforeStart: 'end',
      notAbove: () => 'above',
    },
    addressMessage: message,
    unknownMessage: message,
  };
}

async function measure(engine: Engine, log: (line: string) => void): Promise<Row[]> {
  const database = await prepareDatabase(engine, 0, log);
  const server = await startServer(database);
  try {
    const token = await signIn(server.url);
    const rows = sheetRows();
    const started = performance.now();
    const errors = checkRows(previewSetup(), rows);
    const checked = performance.now();
    if (errors.length) throw new Error(`preview refused ${errors.length} rows: ${JSON.stringify(errors[0])}`);
    const answer = await fetch(`${server.url}/v1/admin/address_label/import`, {
      method: 'POST',
      headers: { token, 'content-type': 'application/json' },
      body: JSON.stringify({ rows }),
    });
    const result = (await answer.json()) as { result: number; message: string; data?: { created: number } };
    const done = performance.now();
    if (result.result !== 0 || result.data?.created !== ROWS) throw new Error(`import: ${result.message}`);
    const ms = (a: number, b: number) => Math.round(b - a);
    log(`${engine}: preview ${ms(started, checked)} ms, commit ${ms(checked, done)} ms`);
    return [
      { name: `${engine}: preview check of 10,000 rows (console rules)`, value: ms(started, checked), unit: 'ms' },
      { name: `${engine}: commit of 10,000 rows (check + one transaction)`, value: ms(checked, done), unit: 'ms' },
      { name: `${engine}: preview + commit`, value: ms(started, done), unit: 'ms', goal: '≤ 10000' },
    ];
  } finally {
    await server.stop();
    await database.dispose();
  }
}

export async function benchImport(options: { log: (line: string) => void }): Promise<Row[]> {
  const engines: Engine[] = process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
  const rows: Row[] = [];
  for (const engine of engines) rows.push(...(await measure(engine, options.log)));
  return rows;
}
