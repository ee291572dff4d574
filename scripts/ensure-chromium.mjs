// Runs before the browser journeys: they drive Debian's Chromium, which npm cannot install.
// When it is missing and this machine lets us (root with apt-get), install it; otherwise stop
// at once with the one command to run, instead of failing every journey after a full build.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const DEFAULT_PATH = '/usr/bin/chromium';
const custom = process.env.CHROMIUM_PATH;
const path = custom || DEFAULT_PATH;

const runnable = (file) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

const stop = (line) => {
  console.error(line);
  process.exit(1);
};

const run = (command, args) =>
  spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  }).status === 0;

if (runnable(path)) process.exit(0);

// A path chosen by hand is not where the Debian package installs, so installing would not help.
if (custom) stop(`CHROMIUM_PATH=${custom} is not an executable file: fix it or unset it.`);

const isRoot = process.getuid?.() === 0;
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
if (!isRoot || !hasApt) {
  stop(
    `Chromium is missing at ${DEFAULT_PATH}: run "sudo apt-get update && sudo apt-get install -y chromium" (or set CHROMIUM_PATH), then npm test again.`,
  );
}

console.log(`Chromium is missing at ${DEFAULT_PATH}: installing Debian's chromium package.`);
if (!run('apt-get', ['update']) || !run('apt-get', ['install', '-y', 'chromium'])) {
  stop('Installing chromium failed: run "apt-get update && apt-get install -y chromium" by hand.');
}
if (!runnable(DEFAULT_PATH)) stop(`chromium was installed but ${DEFAULT_PATH} is still missing.`);
