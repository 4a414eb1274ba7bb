// A software WebAuthn authenticator for server tests: a P-256 key pair of node:crypto, the `none` attestation and
// assertions signed over authenticatorData ‖ SHA-256(clientDataJSON), encoded with @simplewebauthn's own CBOR helper.
// The server verifies what it makes with @simplewebauthn/server, as it verifies a browser's (the browser test uses
// Chromium's virtual authenticator).
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

type Json = Record<string, unknown>;
const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest();

export interface SoftAuthenticator {
  /** The credential id, base64url. */
  id: string;
  /** The browser's answer to registration options (navigator.credentials.create) for `origin`. */
  register(options: Json, origin: string): Json;
  /** The browser's answer to authentication options (navigator.credentials.get) for `origin`. */
  assert(options: Json, origin: string): Json;
}

export function softAuthenticator(): SoftAuthenticator {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  const id = base64url(credentialId);
  let counter = 0;
  const authenticatorData = (rpId: string, attested: boolean) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    // user present, user verified, and (registration) attested credential data
    const parts: Uint8Array[] = [sha256(rpId), Buffer.from([0x01 | 0x04 | (attested ? 0x40 : 0)]), count];
    if (attested) {
      const coseKey = new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]);
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      parts.push(Buffer.alloc(16), length, credentialId, isoCBOR.encode(coseKey));
    }
    return Buffer.concat(parts);
  };
  const clientData = (type: string, options: Json, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge: options.challenge, origin, crossOrigin: false }));
  return {
    id,
    register(options, origin) {
      const rp = options.rp as { id?: string };
      const attestation = new Map<string, string | Uint8Array | Map<string, never>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, never>()],
        ['authData', authenticatorData(rp.id ?? new URL(origin).hostname, true)],
      ]);
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: base64url(clientData('webauthn.create', options, origin)),
          attestationObject: base64url(isoCBOR.encode(attestation)),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    assert(options, origin) {
      counter += 1;
      const data = authenticatorData(typeof options.rpId === 'string' ? options.rpId : new URL(origin).hostname, false);
      const client = clientData('webauthn.get', options, origin);
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), privateKey);
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: { clientDataJSON: base64url(client), authenticatorData: base64url(data), signature: base64url(signature) },
        clientExtensionResults: {},
      };
    },
  };
}
