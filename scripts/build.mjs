#!/usr/bin/env node
// npm run build: `next build`, always, even when the sources did not change (npm start builds
// only when they did: server/build.mjs).
import { buildIfNeeded } from "../server/build.mjs";

buildIfNeeded({ force: true });
