// `import groups from 'virtual:screen-groups'`: served by console/build/screen-groups-plugin.ts.
declare module 'virtual:screen-groups' {
  const groups: Record<string, () => Promise<import('./registry').ScreenGroupModule>>;
  export default groups;
}
