#!/usr/bin/env bash
# The inner loop (docs/testing.md › The inner loop): checks what a change touches in a few minutes.
#   npm run test:quick                  what is not committed yet (against HEAD)
#   npm run test:quick -- origin/main   everything a branch changed
# Lint and Prettier on the changed files, typecheck (incremental), the unit tests, the integration
# files on SQLite that name a changed module or are changed themselves, and the end-to-end specs
# that are changed (against the last build, when there is one). `npm test` remains the whole suite.
set -euo pipefail
cd "$(dirname "$0")/.."
base="${1:-HEAD}"
START=$SECONDS
step() { printf '\n==> %s (at %d s)\n' "$*" $((SECONDS - START)); }

# Files changed since the base, and new ones, that still exist.
mapfile -t changed < <({ git diff --name-only "$base" --; git ls-files --others --exclude-standard; } | sort -u | while read -r f; do [ -f "$f" ] && echo "$f"; done)
if [ ${#changed[@]} -eq 0 ]; then echo "nothing changed since $base"; exit 0; fi
mapfile -t code < <(printf '%s\n' "${changed[@]}" | grep -E '\.(ts|tsx|mjs|js)$' || true)

step "lint and format: ${#changed[@]} changed files"
if [ ${#code[@]} -gt 0 ]; then npx eslint --no-warn-ignored "${code[@]}"; fi
npx prettier --check --ignore-unknown "${changed[@]}"

step 'typecheck'
npx tsc --noEmit --incremental --tsBuildInfoFile node_modules/.cache/test-quick.tsbuildinfo

step 'unit tests'
npx vitest run --project unit

# Integration files changed, and those that import or mention a changed module by its file name.
mapfile -t integration < <(
  {
    printf '%s\n' "${changed[@]}" | grep -E '^tests/integration/.*\.test\.ts$' || true
    for f in "${changed[@]}"; do
      case "$f" in
        src/*.ts | src/*.tsx | src/*.mjs)
          name="$(basename "${f%.*}")"
          [ "$name" = index ] || [ "$name" = page ] || [ "$name" = route ] && name="$(basename "$(dirname "$f")")"
          grep -rlE --include='*.test.ts' -- "[/'\"]${name}['\"/.]" tests/integration || true
          ;;
      esac
    done
  } | sort -u
)
if [ ${#integration[@]} -gt 0 ]; then
  step "integration tests on SQLite: ${#integration[@]} files"
  DATABASE_URL=file:./data/test.db npx vitest run --project integration "${integration[@]}"
else
  step 'integration tests: none name a changed module'
fi

mapfile -t specs < <(printf '%s\n' "${changed[@]}" | grep -E '^tests/e2e/.*\.spec\.ts$' || true)
if [ ${#specs[@]} -gt 0 ] && [ -f .next/BUILD_ID ]; then
  step "end-to-end specs changed: ${#specs[@]} (against the last build)"
  npx playwright test "${specs[@]}"
elif [ ${#specs[@]} -gt 0 ]; then
  step 'end-to-end specs changed, but there is no build: npx next build, then npx playwright test <spec>'
fi
step 'done'
