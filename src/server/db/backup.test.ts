import { describe, expect, it } from 'vitest';
import { chooseTool, parseMajorVersion } from './backup';

describe('the pg_dump / pg_restore a backup uses', () => {
  it('reads the major version from --version', () => {
    expect(parseMajorVersion('pg_dump (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)')).toBe(15);
    expect(parseMajorVersion('pg_restore (PostgreSQL) 18.4')).toBe(18);
    expect(parseMajorVersion('something else 1.2')).toBeUndefined();
  });

  it('takes the newest copy when it is at least the server version', () => {
    const found = [
      { path: '/usr/lib/postgresql/18/bin/pg_dump', major: 18 },
      { path: '/usr/bin/pg_dump', major: 15 },
    ];
    expect(chooseTool('pg_dump', found, 18)).toEqual(found[0]);
    expect(chooseTool('pg_dump', found, 14)).toEqual(found[0]);
  });

  it('says which version to install when only older ones are there, or none', () => {
    expect(() => chooseTool('pg_dump', [{ path: '/usr/bin/pg_dump', major: 15 }], 18)).toThrow(
      'pg_dump 18 or newer is needed for this PostgreSQL 18 server, but only pg_dump 15 was found (/usr/bin/pg_dump). ' +
        "Install PostgreSQL 18's client programs (e.g. the postgresql-client-18 package) or pass --pg-bin <folder holding them>.",
    );
    expect(() => chooseTool('pg_restore', [], 16)).toThrow('but pg_restore was not found');
  });
});
