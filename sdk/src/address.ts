// The address rule of each chain platform (common.yaml ChainPlatform), in one place for the server (x-address,
// validateToken) and the console (the import preview): pure and synchronous, @noble/hashes for the checksums.
//   1 Ethereum-type, 3 Moac: 0x + 40 hex digits; all-lowercase or all-uppercase is taken as is, a mixed-case one
//     must carry its EIP-55 checksum (a typo in a checksummed address is caught). Stored lowercase.
//   8 TRON: base58check, 25 bytes starting 0x41 (so the text starts with T), double-SHA-256 checksum.
//   4 EOS, 5 ENU, 6 BOS: account names; 7 IOST: token symbols; 2 Jingtum: base58 accounts starting with j.
import { keccak_256 } from '@noble/hashes/sha3.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';

/** Why an address was refused: a key of the server's PHRASES and of the console's catalogue (`rules.address.<key>`). */
export type AddressRule = 'evmAddress' | 'evmChecksum' | 'tronAddress' | 'eosAccount' | 'iostSymbol' | 'jingtumAddress' | 'unknownPlatform';
export type AddressCheck = { ok: true; value: string } | { ok: false; rule: AddressRule };

const EVM = /^0x[0-9a-fA-F]{40}$/;
const EOS_ACCOUNT = /^[a-z1-5.]{1,12}$/;
const IOST_SYMBOL = /^[a-z0-9_]{2,16}$/;
const JINGTUM = /^j[1-9A-HJ-NP-Za-km-z]{24,34}$/;
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** EIP-55: the address with each letter uppercased where the keccak-256 of the lowercase hex has a nibble ≥ 8. */
export function toChecksumAddress(address: string): string {
  const hex = address.slice(2).toLowerCase();
  const hash = keccak_256(utf8ToBytes(hex));
  let out = '0x';
  for (let i = 0; i < hex.length; i++) {
    const nibble = (hash[i >> 1]! >> (i % 2 === 0 ? 4 : 0)) & 0xf;
    out += nibble >= 8 ? hex[i]!.toUpperCase() : hex[i]!;
  }
  return out;
}

function evm(address: string): AddressCheck {
  if (!EVM.test(address)) return { ok: false, rule: 'evmAddress' };
  const digits = address.slice(2);
  const oneCase = digits === digits.toLowerCase() || digits === digits.toUpperCase();
  if (!oneCase && toChecksumAddress(address) !== address) return { ok: false, rule: 'evmChecksum' };
  return { ok: true, value: address.toLowerCase() };
}

/** The bytes of a base58 text (Bitcoin alphabet), or null when a character is not base58. */
function base58Decode(text: string): Uint8Array | null {
  const bytes: number[] = [];
  for (const char of text) {
    let carry = BASE58.indexOf(char);
    if (carry < 0) return null;
    for (let i = 0; i < bytes.length; i++) {
      carry += bytes[i]! * 58;
      bytes[i] = carry & 0xff;
      carry >>= 8;
    }
    for (; carry > 0; carry >>= 8) bytes.push(carry & 0xff);
  }
  for (const char of text) {
    if (char !== '1') break;
    bytes.push(0);
  }
  return Uint8Array.from(bytes.reverse());
}

function tron(address: string): AddressCheck {
  const bytes = address.startsWith('T') ? base58Decode(address) : null;
  if (!bytes || bytes.length !== 25 || bytes[0] !== 0x41) return { ok: false, rule: 'tronAddress' };
  const check = sha256(sha256(bytes.subarray(0, 21)));
  for (let i = 0; i < 4; i++) if (check[i] !== bytes[21 + i]) return { ok: false, rule: 'tronAddress' };
  return { ok: true, value: address };
}

const pattern =
  (re: RegExp, rule: AddressRule) =>
  (address: string): AddressCheck =>
    re.test(address) ? { ok: true, value: address } : { ok: false, rule };

const RULES: Record<number, (address: string) => AddressCheck> = {
  1: evm,
  2: pattern(JINGTUM, 'jingtumAddress'),
  3: evm,
  4: pattern(EOS_ACCOUNT, 'eosAccount'),
  5: pattern(EOS_ACCOUNT, 'eosAccount'),
  6: pattern(EOS_ACCOUNT, 'eosAccount'),
  7: pattern(IOST_SYMBOL, 'iostSymbol'),
  8: tron,
};

/** The address as stored on a platform (EVM lowercased), or the rule it breaks. */
export function checkAddress(platform: number, address: string): AddressCheck {
  const rule = RULES[platform];
  return rule ? rule(address) : { ok: false, rule: 'unknownPlatform' };
}

/** The TRON address of a 20-byte account (hex): base58check of 0x41 + the bytes (seeds and tests make valid ones). */
export function tronAddressOf(accountHex: string): string {
  const body = Uint8Array.from([0x41, ...(accountHex.match(/../g) ?? []).map((h) => parseInt(h, 16))]);
  const bytes = [...body, ...sha256(sha256(body)).subarray(0, 4)];
  const digits: number[] = [];
  for (const byte of bytes) {
    let carry = byte;
    for (let i = 0; i < digits.length; i++) {
      carry += digits[i]! << 8;
      digits[i] = carry % 58;
      carry = Math.floor(carry / 58);
    }
    for (; carry > 0; carry = Math.floor(carry / 58)) digits.push(carry % 58);
  }
  return digits
    .reverse()
    .map((d) => BASE58[d])
    .join('');
}
