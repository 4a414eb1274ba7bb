// What web-crypto.ts loads where Web Crypto is missing. Its own module because a dynamic import keeps every export of
// the module it loads: importing @noble/hashes/sha2.js itself would bring all its hashes (SHA-224 to SHA-512/256).
export { sha256 } from '@noble/hashes/sha2.js';
