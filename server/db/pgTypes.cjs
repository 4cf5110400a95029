'use strict';
// How both databases' rows are read (server/db/postgres.ts and the PGlite worker both speak
// through node-postgres): counts and ids are int8 in SQL but JSON numbers in the API, never
// strings; every other type as node-postgres reads it.
const pg = require('pg');

const INT8_OID = 20;

const pgTypes = {
  getTypeParser: (oid, format) => (oid === INT8_OID ? (value) => Number(value) : pg.types.getTypeParser(oid, format)),
};

module.exports = { pgTypes };
