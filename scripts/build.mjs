#!/usr/bin/env node
// npm run build: `next build`, then the prerendered pages' after-paint rewrite
// (scripts/lib/hydrate-after-paint.mjs), always, even when the sources did not change.
import { buildIfNeeded } from "./lib/build.mjs";

buildIfNeeded({ force: true });
