// News, banners, KeyPal channels and mail templates (tag `content`): rich text is sanitised against the one
// allow-list before it is stored (create, update, and a config document's nested rich text), "send a test" mails a
// template through a real SMTP receiver running in this process (and says so when SMTP is not configured or fails),
// and the demo rows the screens page through. Every operation's four generic cases are in operations.test.ts.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Operation, OpenApiDocument } from '@wallet-admin/sdk/contract';
import { sanitizeRichText, withRichText } from '../src/operations/rich-text.ts';
import type { OperationContext } from '../src/operations/types.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOSTILE =
  '<p onclick="steal()">Hi <strong>there</strong></p><script>alert(1)</script>' +
  '<a href="javascript:alert(2)" onmouseover="x()">bad</a><a href="https://example.com" target="_blank">good</a>' +
  '<img src="x" onerror="alert(3)"><img src="https://cdn.example.com/a.png" alt="a"><style>p{}</style><iframe src="https://e.com"></iframe>';

const expectClean = (html: unknown) => {
  const text = String(html);
  expect(text).not.toMatch(/<script|<style|<iframe|javascript:|\son\w+=/i);
  expect(text).toContain('<strong>there</strong>');
  expect(text).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">good</a>');
  expect(text).toContain('<img src="https://cdn.example.com/a.png" alt="a" />');
};

describe('rich text', () => {
  it('keeps what the editor makes and drops scripts, event handlers and javascript: links', () => {
    expectClean(sanitizeRichText(HOSTILE));
    const editor =
      '<h2>T</h2><p><em>a</em> <u>b</u> <s>c</s></p><ul><li><p>d</p></li></ul><blockquote><p>e</p></blockquote><pre><code>f</code></pre>';
    expect(sanitizeRichText(editor)).toBe(editor);
  });

  it('never reaches the database through create or update', async () => {
    const created = await t.call('createNews', { token: t.admin, body: { lang: 'en', title: 'Sanitised', content: HOSTILE } });
    expect(created.result).toBe(0);
    const id = (created.data as { id: number }).id;
    const stored = async () => (await t.db.selectFrom('news').select('content').where('id', '=', id).executeTakeFirstOrThrow()).content;
    expectClean(await stored());
    const updated = await t.call('updateNews', { token: t.admin, body: { id, content: `<p>new</p>${HOSTILE}` } });
    expect(updated.result).toBe(0);
    expectClean(await stored());
    expect(String(await stored())).toMatch(/^<p>new<\/p>/);
    const mail = await t.call('createMailTemplate', {
      token: t.admin,
      body: { template_key: 'sanitise_test', lang: 'en', subject: 'S', content: HOSTILE },
    });
    expect(mail.result).toBe(0);
    expectClean((mail.data as { content: string }).content);
  });

  it("reaches rich text at any depth of a body (a config document's items), and leaves bodies without any alone", async () => {
    const doc = {
      openapi: '3.1.0',
      paths: {},
      components: { schemas: { Html: { type: 'string', format: 'html' } } },
    } as unknown as OpenApiDocument;
    const items = {
      type: 'array',
      items: { type: 'object', properties: { body: { $ref: '#/components/schemas/Html' }, name: { type: 'string' } } },
    };
    const op = (schema: unknown) => ({ body: { mediaType: 'application/json', schema, required: true } }) as unknown as Operation;
    const echo = async (ctx: OperationContext) => ctx.body;
    const run = withRichText(doc, op({ type: 'object', properties: { items } }), echo);
    const body = { items: [{ body: HOSTILE, name: '<b>kept</b>' }] };
    const out = (await run({ body } as unknown as OperationContext)) as typeof body;
    expectClean(out.items[0]!.body);
    expect(out.items[0]!.name).toBe('<b>kept</b>');
    expect(withRichText(doc, op({ type: 'object', properties: { name: { type: 'string' } } }), echo)).toBe(echo);
  });

  it('leaves fields that are not rich text as they were sent', async () => {
    const created = await t.call('createNews', {
      token: t.admin,
      body: { lang: 'en', title: 'A <b>bold</b> claim', summary: 'x < y & z', content: '<p>ok</p>' },
    });
    expect(created.data).toMatchObject({ title: 'A <b>bold</b> claim', summary: 'x < y & z', content: '<p>ok</p>' });
  });
});

describe('sendTestMailTemplate', () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const key of Object.keys(process.env)) if (/^(SMTP_|MAIL_TEST_)/.test(key) && !(key in saved)) delete process.env[key];
  });
  const template = async () =>
    t.db.selectFrom('mail_template').selectAll().where('lang', '=', 'en').orderBy('id').executeTakeFirstOrThrow();

  it('delivers the template through SMTP: the receiver reads its subject, body and sender', async () => {
    const received: { from: string; to: string[]; raw: string; user: string }[] = [];
    const server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        if (auth.username === 'mailer' && auth.password === 's3cret') callback(null, { user: auth.username });
        else callback(new Error('bad credentials'));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
            user: String(session.user),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.server.address() as AddressInfo;
      Object.assign(process.env, {
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(port),
        SMTP_USER: 'mailer',
        SMTP_PASSWORD: 's3cret',
        SMTP_FROM: 'Wallet <noreply@wallet.example.com>',
      });
      const row = await template();
      const answer = await t.call('sendTestMailTemplate', { token: t.admin, body: { id: row.id, to: 'ops@wallet.example.com' } });
      expect(answer.result).toBe(0);
      expect(answer.data).toMatchObject({ outcome: 'sent', to: 'ops@wallet.example.com', detail: '' });
      expect(received).toHaveLength(1);
      const mail = received[0]!;
      expect(mail).toMatchObject({ from: 'noreply@wallet.example.com', to: ['ops@wallet.example.com'], user: 'mailer' });
      expect(mail.raw).toContain(`Subject: [TEST] ${String(row.subject)}`);
      expect(mail.raw).toContain('Content-Type: text/html');
      expect(mail.raw).toContain('<p>Hello {{name}},</p>');
      expect(mail.raw).toContain(`Message-ID: ${(answer.data as { message_id: string }).message_id}`);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('says so, and sends nothing, without SMTP settings', async () => {
    delete process.env.SMTP_HOST;
    const answer = await t.call('sendTestMailTemplate', { token: t.admin, body: { id: (await template()).id, to: 'ops@example.com' } });
    expect(answer.result).toBe(0);
    expect(answer.data).toMatchObject({ outcome: 'not_configured', message_id: '' });
  });

  it('answers a failure with the reason when the SMTP server cannot be reached', async () => {
    const closed = new SMTPServer({ disabledCommands: ['STARTTLS'] });
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.server.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    Object.assign(process.env, { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), MAIL_TEST_DOMAINS: 'example.com' });
    const answer = await t.call('sendTestMailTemplate', { token: t.admin, body: { id: (await template()).id, to: 'ops@example.com' } });
    expect(answer.data).toMatchObject({ outcome: 'failed', message_id: '' });
    expect(String((answer.data as { detail: string }).detail)).toMatch(/ECONNREFUSED|connect/i);
  });

  it('refuses an address that is not one, and a user without the screen', async () => {
    const id = (await template()).id;
    expect((await t.call('sendTestMailTemplate', { token: t.admin, body: { id, to: 'not-an-address' } })).result).toBe(40000);
    expect((await t.call('sendTestMailTemplate', { token: t.viewer, body: { id, to: 'ops@example.com' } })).result).toBe(40003);
    expect((await t.call('sendTestMailTemplate', { body: { id, to: 'ops@example.com' } })).result).toBe(9999);
  });
});

describe('demo rows', () => {
  it('give every list more than a page, in Chinese and English', async () => {
    for (const table of ['news', 'news_ad', 'banner', 'keypal_channel', 'mail_template'] as const) {
      const rows = await t.db.selectFrom(table).select(['id', 'lang']).execute();
      expect(rows.length, table).toBeGreaterThan(20);
      expect(rows.some((r) => r.lang === 'en') && rows.some((r) => String(r.lang).startsWith('zh')), table).toBe(true);
    }
  });
});
