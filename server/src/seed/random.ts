// The seeded PRNG lives with the contract's example values (@wallet-admin/sdk/contract).
export { createRng, type Rng } from '@wallet-admin/sdk/contract';
