// A real OpenID provider for the single sign-on tests, started in-process: oidc-provider (the certified Node
// implementation) on a loopback port, with one confidential client, PKCE required, refresh tokens, and its
// development login form, which a test fills in over HTTP the way a browser would (signInAt), recording every
// request and answer (the transcript the SSO test prints).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';
import type { SsoSettings } from '../src/auth/sso-settings.ts';

export const CLIENT = { id: 'wallet-admin', secret: 'test-client-secret-0123456789' };
/** The console's address the provider returns the browser to (registered for the client). */
export const REDIRECT_URI = 'http://console.test/';

interface Person {
  groups: string[];
  /** The name the account gets (preferred_username). */
  name: string;
}

export interface TestProvider {
  issuer: string;
  /** Who may sign in, by subject; a test changes their groups or removes them. */
  people: Map<string, Person>;
  /** Settings of a server using this provider (the groups map to the seeded roles). */
  settings(overrides?: Partial<SsoSettings>): SsoSettings;
  /** Opens the authorization URL as a browser would, signs in as `subject` on the login form, and answers the URL the
   * provider returns the browser to (with code and state). `transcript` gets one line per request and answer. */
  signInAt(authorizationUrl: string, subject: string, transcript?: string[], jar?: Map<string, string>): Promise<string>;
  /** Opens the end-session address a sign-out answered as a browser would (with `jar`, the cookies of its sign-ins),
   * confirms the provider's "sign out?" form and answers where the provider sends the browser then. */
  endSessionAt(endSessionUrl: string, jar: Map<string, string>, transcript?: string[]): Promise<string>;
  close(): Promise<void>;
}

/** `redirectUri`: where the provider may return the browser, read at its first request (a browser test knows the
 * console's address only once its server listens). */
/** One request as a browser sends it: the jar's cookies, a form when given, no redirect followed; the answer's cookies
 * kept in the jar (an expired or emptied one removed). */
async function browserFetch(url: string, cookies: Map<string, string>, transcript: string[], form?: URLSearchParams): Promise<Response> {
  transcript.push(`→ ${form ? 'POST' : 'GET'} ${url}${form ? `  ${form.toString()}` : ''}`);
  const answer = await fetch(url, {
    method: form ? 'POST' : 'GET',
    redirect: 'manual',
    headers: {
      cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(form ? { body: form.toString() } : {}),
  });
  for (const cookie of answer.headers.getSetCookie()) {
    const [pair] = cookie.split(';');
    const eq = pair!.indexOf('=');
    const [name, value] = [pair!.slice(0, eq), pair!.slice(eq + 1)];
    if (/expires=Thu, 01 Jan 1970/i.test(cookie) || value === '') cookies.delete(name);
    else cookies.set(name, value);
  }
  return answer;
}

/** `endSession: false`: a provider without RP-initiated logout (no end_session_endpoint in its discovery document). */
export async function startProvider(
  redirectUri: () => string = () => REDIRECT_URI,
  { endSession = true }: { endSession?: boolean } = {},
): Promise<TestProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const people = new Map<string, Person>();
  const configuration = (): Configuration => ({
    clients: [
      {
        client_id: CLIENT.id,
        client_secret: CLIENT.secret,
        redirect_uris: [redirectUri()],
        post_logout_redirect_uris: [redirectUri()],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], profile: ['preferred_username', 'groups'], email: ['email'] },
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    pkce: { required: () => true },
    cookies: { keys: ['test-cookie-key-0123456789abcdef'] },
    ttl: { AccessToken: 600, IdToken: 600, RefreshToken: 86_400, Interaction: 600, Session: 3600, Grant: 86_400 },
    // Refresh tokens whatever the prompt (offline_access alone asks for a consent prompt each time).
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    findAccount: async (_ctx, sub) => {
      const person = people.get(sub);
      return person && { accountId: sub, claims: async () => ({ sub, preferred_username: person.name, groups: person.groups }) };
    },
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: endSession } },
  });
  let handle: ReturnType<Provider['callback']> | undefined;
  server.on('request', (request, response) => void (handle ??= new Provider(issuer, configuration()).callback())(request, response));

  /** `cookies`: the browser's cookies at the provider (a fresh browser each sign-in unless a test passes its own jar). */
  async function signInAt(
    authorizationUrl: string,
    subject: string,
    transcript: string[] = [],
    cookies = new Map<string, string>(),
  ): Promise<string> {
    let url = authorizationUrl;
    let form: URLSearchParams | undefined;
    for (let hop = 0; hop < 12; hop++) {
      const answer = await browserFetch(url, cookies, transcript, form);
      const location = answer.headers.get('location');
      form = undefined;
      if (location) {
        transcript.push(`← ${answer.status} Location: ${location}`);
        url = new URL(location, url).href;
        if (url.startsWith(redirectUri())) return url;
        continue;
      }
      const page = await answer.text();
      const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
      const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
      transcript.push(`← ${answer.status} ${prompt ? `the provider's ${prompt} form` : page.slice(0, 200)}`);
      if (!prompt || !action) throw new Error(`the provider answered no form: ${page.slice(0, 500)}`);
      url = new URL(action.replace(/&amp;/g, '&'), url).href;
      form = new URLSearchParams(prompt === 'login' ? { prompt, login: subject, password: 'any' } : { prompt });
    }
    throw new Error('the provider never returned the browser to the console');
  }

  async function endSessionAt(endSessionUrl: string, cookies: Map<string, string>, transcript: string[] = []): Promise<string> {
    const send = (url: string, form?: URLSearchParams) => browserFetch(url, cookies, transcript, form);
    const page = await (await send(endSessionUrl)).text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)?.[1];
    transcript.push(`← the provider's sign-out form`);
    if (!action || !xsrf) throw new Error(`the provider answered no sign-out form: ${page.slice(0, 500)}`);
    let answer = await send(new URL(action.replace(/&amp;/g, '&'), endSessionUrl).href, new URLSearchParams({ xsrf, logout: 'yes' }));
    for (let hop = 0; hop < 5; hop++) {
      const location = answer.headers.get('location');
      if (!location) break;
      const next = new URL(location, endSessionUrl).href;
      transcript.push(`← ${answer.status} Location: ${next}`);
      if (next.startsWith(redirectUri())) return next;
      answer = await send(next);
    }
    throw new Error(`the provider did not send the browser back after signing out (${answer.status})`);
  }

  return {
    issuer,
    people,
    settings: (overrides = {}) => ({
      issuer,
      clientId: CLIENT.id,
      clientSecret: CLIENT.secret,
      groupsClaim: 'groups',
      groupRoles: [
        ['wallet-admins', 'super-admin'],
        ['wallet-ops', 'operator'],
      ],
      only: false,
      breakGlass: null,
      recheckMs: 60_000,
      ...overrides,
    }),
    signInAt,
    endSessionAt,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
