// Every operation of the bundled document as a plain descriptor (read by @wallet-admin/sdk/contract): the
// server's routes, hooks and generated tests read only these.
export { listOperations, type CrudAction, type Operation, type Parameter } from '@wallet-admin/sdk/contract';
