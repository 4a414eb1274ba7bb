// `import contract from 'virtual:contract/block_chain'`: served by console/build/contract-plugin.ts.
declare module 'virtual:contract/*' {
  const contract: import('./contract').Contract;
  export default contract;
}

// `import screens from 'virtual:approval-screens'`: the screens whose holders decide approval requests (contract-plugin.ts).
declare module 'virtual:approval-screens' {
  const screens: readonly string[];
  export default screens;
}

/** Every operation's title by operationId, [zh, en] (console/build/contract-plugin.ts). */
declare module 'virtual:operation-titles' {
  const titles: Readonly<Record<string, readonly [string, string]>>;
  export default titles;
}
