// `promtool check metrics` (Prometheus's own linter of the exposition format) over a scrape. Debian's prometheus
// package brings promtool: installed here when missing and this runs as root, as scripts/test.ts installs chromium;
// elsewhere the check is skipped with the reason.
import { spawnSync } from 'node:child_process';

const PROMTOOL = 'promtool';
let available: boolean | null = null;

const run = (command: string, args: string[], options: Parameters<typeof spawnSync>[2] = {}) => spawnSync(command, args, options);

function ensurePromtool(): boolean {
  if (available !== null) return available;
  const found = () => run(PROMTOOL, ['--version'], { stdio: 'ignore' }).status === 0;
  if (found() || process.getuid?.() !== 0) return (available = found());
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () =>
    run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'prometheus'], { stdio: 'ignore', env }).status === 0;
  if (!install()) {
    run('apt-get', ['update', '-qq'], { stdio: 'ignore', env });
    install();
  }
  return (available = found());
}

/** promtool's complaints about `text` ('' when clean), or why the check was skipped. */
export async function checkMetrics(text: string): Promise<{ problems: string; skipped?: string }> {
  if (!ensurePromtool())
    return {
      problems: '',
      skipped:
        "promtool check metrics skipped: promtool is missing and Debian's prometheus package cannot be installed (needs root and apt)",
    };
  const check = spawnSync(PROMTOOL, ['check', 'metrics'], { input: text, encoding: 'utf8' });
  return { problems: check.status === 0 ? '' : `exit ${check.status}: ${check.stdout}${check.stderr}` };
}
