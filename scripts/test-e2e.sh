#!/usr/bin/env bash
# `npm run test:e2e`: the browser suite in two groups (jest.e2e.config.ts): every spec that can
# share the machine in two workers, then the ones that must run alone. Both groups run; the
# command fails if either failed. Arguments go to both Jest runs (e.g. --ci).
set -uo pipefail
cd "$(dirname "$0")/.."

E2E_GROUP=parallel npx jest -c jest.e2e.config.ts "$@"
parallel=$?
E2E_GROUP=serial npx jest -c jest.e2e.config.ts --runInBand "$@"
serial=$?
echo "e2e: parallel group exit $parallel, serial group exit $serial"
[ "$parallel" -eq 0 ] && [ "$serial" -eq 0 ]
