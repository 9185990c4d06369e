// npm run bench (part 2): `funddesk --help` cold start against a bare commander program with the same
// command names, generated in this run (issue 10 §6; DESIGN §8: ratios against a baseline measured in the
// same run). Target: median(funddesk --help) / median(bare --help) <= 1.5.
// Each run is a fresh `node` process (cold start: module loading included), alternating the two programs so
// that a busy machine slows both alike. BENCH_CLI_RUNS sets the number of runs of each (default 21).
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';

const RUNS = Number(process.env.BENCH_CLI_RUNS ?? 21);
const WARMUP = 3;
const TARGET = 1.5;
const root = fileURLToPath(new URL('../..', import.meta.url));
const bin = join(root, 'packages/cli/bin/funddesk.js');
const cliRequire = createRequire(join(root, 'packages/cli/package.json'));
const commanderUrl = pathToFileURL(cliRequire.resolve('commander')).href;

/**
 * The command tree of the real program: every registration of packages/cli/dist/commands on a commander
 * program, walked for its names (`[['login', []], ['orgs', ['list', 'use']], …]`).
 */
async function commandNames() {
  const { Command } = await import(commanderUrl);
  const program = new Command('funddesk');
  const unused = () => Promise.reject(new Error('not run by the benchmark'));
  const ctx = {
    out: { stdout: process.stdout, stderr: process.stderr },
    deps: unused,
    smokeDeps: unused,
    batchSetup: unused,
  };
  const modules = [
    'login',
    'logout',
    'whoami',
    'orgs',
    'funds',
    'orders',
    'smoke',
    'batch',
    'statements',
    'env',
  ];
  for (const name of modules) {
    const module = await import(
      pathToFileURL(join(root, `packages/cli/dist/commands/${name}/register.js`)).href
    );
    const register = Object.values(module).find((value) => typeof value === 'function');
    register(program, ctx);
  }
  return program.commands.map((command) => [command.name(), command.commands.map((sub) => sub.name())]);
}

/** The source of a bare commander program with these command names (no descriptions, no options). */
function bareProgram(names) {
  const lines = [
    `import { Command } from ${JSON.stringify(commanderUrl)};`,
    `const program = new Command('funddesk');`,
  ];
  for (const [name, subs] of names) {
    lines.push(`{ const c = program.command(${JSON.stringify(name)});`);
    for (const sub of subs) lines.push(`  c.command(${JSON.stringify(sub)}).action(() => {});`);
    if (subs.length === 0) lines.push('  c.action(() => {});');
    lines.push('}');
  }
  lines.push('program.parse();');
  return `${lines.join('\n')}\n`;
}

/** Wall time (ms) of one `node <file> --help` process; fails on a non-zero exit. */
function timeHelp(file) {
  const start = performance.now();
  const result = spawnSync(process.execPath, [file, '--help'], { encoding: 'utf8' });
  const ms = performance.now() - start;
  if (result.status !== 0) throw new Error(`${file} --help exited ${result.status}: ${result.stderr}`);
  return ms;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const dir = await mkdtemp(join(tmpdir(), 'funddesk-bench-help-'));
try {
  const names = await commandNames();
  const bare = join(dir, 'bare.mjs');
  await writeFile(bare, bareProgram(names));
  for (let i = 0; i < WARMUP; i += 1) {
    timeHelp(bin);
    timeHelp(bare);
  }
  const cli = [];
  const base = [];
  for (let i = 0; i < RUNS; i += 1) {
    cli.push(timeHelp(bin));
    base.push(timeHelp(bare));
  }
  const ratio = median(cli) / median(base);
  const commands = names.reduce((n, [, subs]) => n + 1 + subs.length, 0);
  console.log(`funddesk --help cold start, ${RUNS} runs each, ${commands} commands`);
  console.log(`  funddesk --help  median ${median(cli).toFixed(1)} ms`);
  console.log(`  bare commander   median ${median(base).toFixed(1)} ms`);
  console.log(
    `ratio funddesk/bare = ${ratio.toFixed(2)}  (target <= ${TARGET})  ${ratio <= TARGET ? 'OK' : 'OVER TARGET'}`,
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
