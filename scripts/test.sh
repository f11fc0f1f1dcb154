#!/usr/bin/env bash
# The whole test command: typecheck, lint, unit tests, a build of the demo dealers,
# size budgets, then the end-to-end tests in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
export ASTRO_TELEMETRY_DISABLED=1

# Step headers must not look like a test runner's summary line (pytest frames its closing line in
# "=== … ===", and CI reads such lines as the run's result): the last line is test-summary's own,
# the plain "2140 passed, 0 failed, 5 skipped".
step() { printf '\n▶ %s\n' "$1"; }

step "Chromium"
node scripts/find-chromium.ts   # fails early with install instructions when none exists

step "Typecheck"
npm run --silent typecheck

step "Lint"
npm run --silent lint
# Unused files, exports and dependencies, and imports of undeclared packages (knip.jsonc).
npx knip --no-progress
# One formatting (.prettierrc.json): \`npm run format\` applies it.
npm run --silent format:check

step "Unit tests (platform API on SQLite and on PostgreSQL)"
mkdir -p .build/reports
# A throwaway PostgreSQL cluster for the platform API suites' second run (scripts/test/postgres-cluster.sh).
eval "$(bash scripts/test/postgres-cluster.sh start)"
trap 'bash scripts/test/postgres-cluster.sh stop "$FORECOURT_TEST_PG_DIR"' EXIT
export FORECOURT_TEST_PG_URL
npx vitest run --reporter=default --reporter=json --outputFile.json=.build/reports/vitest.json

step "Build the demo dealers"
# The suite pins the build's clock (a build's default is the moment it runs, docs/dealer-pages.md):
# the demo snapshot's day, so time-bound content (offers, promo tiles, new arrivals) is the same
# on every run. tests/support/build-dealers.ts pins the same day for the fixture builds of the e2e specs.
BUILD_NOW=2026-11-21T00:00:00+10:00
node scripts/build-tenants.ts --quiet --now "$BUILD_NOW"
# Fixture dealers for the end-to-end tests, kept apart from the demo dealers' ports: one configured
# for a dead Meilisearch host (search fallback), one without a platform API (mini-motors), one whose
# stock photos are on its own photo host beside local pictures (photo-feed-motors). Fixtures may call the
# local reference API (127.0.0.1:8787): the test is the operator, so it allows private hosts.
node scripts/build-tenants.ts --tenants-dir tests/fixtures/tenants --tenant meili-dead-host --tenant mini-motors --tenant photo-feed-motors --out .build/e2e-sites --quiet --allow-private-hosts --now "$BUILD_NOW"
# The hostile dealer (tests/hostile/): XSS payloads in every field, generated and built fresh so the
# proof in tests/e2e/hostile-dealer.spec.ts always runs against today's code.
node tests/hostile/generate.ts --out .build/hostile/tenants
# Its build log lists every dropped payload (long): kept in a file, shown only when the build fails.
node scripts/build-tenants.ts --tenants-dir .build/hostile/tenants --tenant hostile-motors --out .build/hostile/sites --quiet --allow-private-hosts --now "$BUILD_NOW" \
  > .build/reports/hostile-build.log 2>&1 || { tail -n 40 .build/reports/hostile-build.log; exit 1; }

step "Size budgets (gzip JS per page, search index)"
node scripts/size-budget.ts

step "End-to-end tests (Chromium)"
PLAYWRIGHT_JSON_OUTPUT_NAME=.build/reports/playwright.json npx playwright test --reporter=list,json

node scripts/test-summary.ts
