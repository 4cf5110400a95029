import type pg from 'pg';

/** Row parsing for both databases: int8 as a JavaScript number, the rest as node-postgres reads it. */
export declare const pgTypes: { getTypeParser: typeof pg.types.getTypeParser };
