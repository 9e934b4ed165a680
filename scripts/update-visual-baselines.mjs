#!/usr/bin/env node
// `npm run update-baselines [-- Button Badge]`: re-runs the stories in Chromium (building Storybook if
// stale), every story or only those of the components named (same matching as `npm run test-storybook --
// Button`), and overwrites their visual baselines in packages/ui/visual/baselines/ with the new screenshots.
// Review the changed PNGs (git diff) before committing them. Stories whose play function or a11y check fails
// keep their old baseline and make this command fail.
import { parseArgs, testStorybook } from './test-storybook.mjs';

process.exitCode = await testStorybook({ ...parseArgs(process.argv.slice(2)), update: true });
