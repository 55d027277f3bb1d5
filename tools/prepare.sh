#!/usr/bin/env bash
# Prepares this machine to run Framehouse: system packages, services, npm packages, builds, database.
set -euo pipefail
cd "$(dirname "$0")/.."
source tools/lib.sh
prepare_machine
