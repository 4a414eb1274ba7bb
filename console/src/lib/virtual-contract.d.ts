// `import contract from 'virtual:contract/block_chain'`: served by console/build/contract-plugin.ts.
declare module 'virtual:contract/*' {
  const contract: import('./contract').Contract;
  export default contract;
}
