// Issue 55 in Chromium: with SIGN_IN_SECOND_FACTOR on, a new account's first sign-in enrols an authenticator by its QR
// code (read here from the screenshot of the image with jsQR, its code computed with otpauth), shows the recovery codes
// once; a recovery code signs in; the last factor cannot be removed. Its own accounts: the other files run with the
// setting off (harness.ts says why), and each TOTP step here is used once per account.
import { createHash } from 'node:crypto';
import jsQR from 'jsqr';
import { Secret, TOTP, URI } from 'otpauth';
import { PNG } from 'pngjs';
import { expect, it } from 'vitest';
import { expectNoSeriousA11y, newPage, totp, until, useApp, type AppSession } from './harness';

let session: AppSession;
useApp((s) => void (session = s), { SIGN_IN_SECOND_FACTOR: 'on' });

const PASSWORD = 'Enrol@12345';
const hash = (password: string) => createHash('sha256').update(password).digest('hex');

interface Envelope<T> {
  result: number;
  message: string;
  data: T;
}
async function post<T>(path: string, body: Record<string, unknown>, token?: string): Promise<Envelope<T>> {
  const response = await fetch(`${session.app.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Envelope<T>;
}

/** The demo admin, signed in by a script: password, then the demo authenticator's code (this file's only admin sign-in). */
async function adminToken(): Promise<string> {
  const first = await post<{ pending_token: string }>('/v1/admin/login', { user_name: 'admin', password: hash('Admin@12345') });
  expect(first.result).toBe(20203);
  const done = await post<{ token: string }>('/v1/admin/login/second_factor', {
    pending_token: first.data.pending_token,
    method: 'totp',
    code: totp(),
  });
  expect(done.result, done.message).toBe(0);
  return done.data.token;
}

it('enrols a new account at its first sign-in by its QR code, shows its recovery codes once, and a recovery code signs in', async () => {
  const token = await adminToken();
  const roles = await fetch(`${session.app.url}/v1/admin/accredit/role`, { headers: { token } });
  const operator = ((await roles.json()) as Envelope<{ list: { id: number; code: string }[] }>).data.list.find(
    (r) => r.code === 'operator',
  )!;
  const made = await post('/v1/admin/register', { user_name: 'enrol_e2e', password: hash(PASSWORD), role_id: operator.id }, token);
  expect(made.result, made.message).toBe(0);

  const { context, page } = await newPage(session.browser);
  await page.goto(`${session.app.url}/#/login`);
  await page.locator('input[name="user_name"]').fill('enrol_e2e');
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('form button[type="submit"]').click();
  const qr = page.locator('img[data-totp-qr]');
  await qr.waitFor();
  await expectNoSeriousA11y(page);
  // Read the QR code as a phone would: from its pixels.
  const png = PNG.sync.read(await qr.screenshot());
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(decoded?.data).toMatch(/^otpauth:\/\/totp\//);
  const otp = URI.parse(decoded!.data) as TOTP;
  expect(await page.locator('[data-totp-key]').textContent()).toBe(otp.secret.base32);
  const code = new TOTP({ secret: Secret.fromBase32(otp.secret.base32), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
  await page.locator('input[name="code"]').fill(code);
  await page.getByRole('button', { name: /确认并登录|Confirm and sign in/ }).click();
  const list = page.locator('[data-recovery-codes] li');
  await until(() => list.count(), 'ten recovery codes shown').toBe(10);
  const codes = await list.allTextContents();
  await expectNoSeriousA11y(page);
  await page.getByRole('button', { name: /我已保存|I have saved/ }).click();
  await page.waitForURL((address) => !address.hash.startsWith('#/login'));

  // 我的账户: the authenticator is the account's last factor (no passkey): removing it is refused, it stays.
  await page.getByRole('button', { name: /用户菜单|User menu/ }).click();
  await page.getByRole('menuitem', { name: '我的账户' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(/身份验证器：已于/).waitFor();
  await until(() => dialog.getByText(/剩余恢复码：10/).count(), 'ten recovery codes left').toBe(1);
  await dialog.getByRole('button', { name: '删除', exact: true }).first().click();
  // The server's refusal, as a script gets it (the demo admin has no passkey either).
  const removal = await post<null>('/v1/admin/totp/remove', {}, token);
  expect([removal.result, removal.message]).toEqual([
    40009,
    'refused: this is the last second factor of the account (add another one first)',
  ]);
  await until(() => dialog.getByText(/身份验证器：已于/).count(), 'the authenticator kept').toBe(1);
  await expectNoSeriousA11y(page);
  await context.close();

  // Another browser: the password, then a recovery code in place of the authenticator's code.
  const second = await newPage(session.browser);
  await second.page.goto(`${session.app.url}/#/login`);
  await second.page.locator('input[name="user_name"]').fill('enrol_e2e');
  await second.page.locator('input[name="password"]').fill(PASSWORD);
  await second.page.locator('form button[type="submit"]').click();
  await second.page.getByRole('button', { name: /使用恢复码|Use a recovery code/ }).click();
  await second.page.locator('input[name="recovery_code"]').fill(codes[0]!);
  await second.page.getByRole('button', { name: /验证并登录|Verify and sign in/ }).click();
  await second.page.waitForURL((address) => !address.hash.startsWith('#/login'));
  await second.context.close();
});
