#!/usr/bin/env node
// The `funddesk` binary: runs the built CLI and exits with its code (see packages/cli/README.md).
import { main } from '../dist/main.js';

process.stdout.on('error', (error) => {
  // `funddesk funds search 华夏 | head -3`: a closed pipe is not a failure of the command.
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});
process.exitCode = await main(process.argv.slice(2));
