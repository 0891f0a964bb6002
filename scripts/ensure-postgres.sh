# Sourced by .ci/run: leaves TEST_DATABASE_URL naming a PostgreSQL server that answers, so
# the server suites and the cluster test run on it as well as on PGlite. Given a URL, it
# must answer. Without one: the local server on 127.0.0.1:5432 (Debian's cluster started
# when it is installed but stopped; Debian's `postgresql` installed when absent and we are
# root). When none can be had, the run stops here saying so: a run that quietly left out
# PostgreSQL would pass while testing half of what ships.

pg_fail() {
  echo "ensure-postgres: $1" >&2
  echo "ensure-postgres: the server tests need PostgreSQL; set TEST_DATABASE_URL to a reachable server." >&2
  exit 1
}

pg_answers() {
  command -v pg_isready >/dev/null 2>&1 || pg_fail "pg_isready is missing (Debian: postgresql-client)"
  pg_isready -q -d "$1" -t 5
}

pg_local_url="postgres://postgres@127.0.0.1:5432/test"

# Debian's clusters (pg_lsclusters: version, name, port, status, owner, ...) started if down.
pg_start_local() {
  command -v pg_lsclusters >/dev/null 2>&1 || return 1
  local version name status
  while read -r version name _ status _; do
    [ "$status" = online ] && continue
    echo "ensure-postgres: starting PostgreSQL cluster $version/$name"
    pg_ctlcluster --skip-systemctl-redirect "$version" "$name" start || return 1
  done < <(pg_lsclusters --no-header)
}

# A fresh Debian install: its cluster trusts nobody on TCP yet, so the test role gets a
# password over the local socket (as the postgres user) and the test database is made.
pg_install_local() {
  [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1 || return 1
  echo "ensure-postgres: installing Debian's postgresql"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q postgresql >/dev/null ||
    { apt-get update -q >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -q postgresql >/dev/null; } ||
    return 1
  pg_start_local || return 1
  runuser -u postgres -- psql -q -c "alter role postgres password 'postgres'" || return 1
  runuser -u postgres -- createdb test 2>/dev/null || true
  pg_local_url="postgres://postgres:postgres@127.0.0.1:5432/test"
}

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  pg_answers "$TEST_DATABASE_URL" || pg_fail "TEST_DATABASE_URL ($TEST_DATABASE_URL) does not answer."
else
  if ! pg_answers "$pg_local_url"; then
    pg_start_local || pg_install_local || true
    pg_answers "$pg_local_url" || pg_fail "no PostgreSQL answers on 127.0.0.1:5432 and none could be started."
  fi
  export TEST_DATABASE_URL="$pg_local_url"
fi
echo "ensure-postgres: server tests run on PGlite and on PostgreSQL at ${TEST_DATABASE_URL%%\?*}"
