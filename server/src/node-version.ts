// The server needs the Node versions of the root package.json's `engines` (^22.12.0 || >=24): under Node 20 the
// native SQLite driver (better-sqlite3 13) crashes a worker with SIGSEGV instead of saying why. main.ts checks
// before it starts anything.

/** The oldest Node the server runs on. */
const MINIMUM = { major: 22, minor: 12 };

/** Why `version` (as `process.version` spells it) cannot run the server, or null when it can. */
export function unsupportedNode(version: string): string | null {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
  if (major > MINIMUM.major || (major === MINIMUM.major && minor >= MINIMUM.minor)) return null;
  return (
    `Wallet Admin's server needs Node 22 or later (${MINIMUM.major}.${MINIMUM.minor}+ or 24, the current LTS), ` +
    `not Node ${version}: run it with \`npm start\` (which uses the Node that \`npm install\` fetched) or install Node 24`
  );
}
