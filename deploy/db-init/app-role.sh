#!/bin/sh
# Run once by the postgres image when its volume is new (docker-entrypoint-initdb.d): the role the API
# and the worker connect as. It owns nothing; `npm run migrate` (as the owner, POSTGRES_USER) grants
# it rows but no DDL, so it cannot alter a table or lift the audit trail's trigger (docs/deploy.md).
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -v pw="$APP_DB_PASSWORD" <<'SQL'
CREATE ROLE dcp_app LOGIN PASSWORD :'pw';
SQL
