#!/usr/bin/env node
// Re-runs every story in Chromium (building Storybook if stale) and overwrites the visual
// baselines in packages/ui/visual/baselines/ with the new screenshots. Review the changed PNGs
// (git diff) before committing them. Stories whose play function or a11y check fails keep their
// old baseline and make this command fail.
import { testStorybook } from './test-storybook.mjs';

process.exitCode = await testStorybook({ update: true });
