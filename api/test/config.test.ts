import path from 'node:path';
import { ConfigError, defaultDataDir, loadConfig, serverTimeZone } from '../src/config';

describe('configuration from the environment', () => {
  it('when nothing is set, then the defaults apply: port 4001, .data at the repository root, PGlite, info, seed on', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      port: 4001,
      host: '0.0.0.0',
      dataDir: defaultDataDir(),
      databaseUrl: undefined,
      logLevel: 'info',
      seed: true,
      corsOrigins: '*',
      timeZone: serverTimeZone(),
      trustProxy: ['loopback'],
      sessionIdleHours: 12,
      sessionMaxDays: 7,
      backupDir: path.join(defaultDataDir(), 'backups'),
    });
    expect(path.basename(config.dataDir)).toBe('.data');
    expect(path.dirname(config.dataDir)).toBe(path.resolve(__dirname, '..', '..'));
  });

  it('when every variable is set, then each is used', () => {
    expect(
      loadConfig({
        API_PORT: '5001',
        DATA_DIR: 'some/dir',
        DATABASE_URL: 'postgresql://u:p@db:5432/lib',
        LOG_LEVEL: 'DEBUG',
        LOG_FORMAT: 'PRETTY',
        SEED: '0',
        LIBRARY_TIME_ZONE: ' Europe/Paris ',
        TRUST_PROXY: '10.0.0.2, 192.168.0.0/16,loopback',
        SESSION_IDLE_HOURS: '2',
        SESSION_MAX_DAYS: '30',
      }),
    ).toEqual({
      port: 5001,
      host: '0.0.0.0',
      dataDir: path.resolve('some/dir'),
      databaseUrl: 'postgresql://u:p@db:5432/lib',
      logLevel: 'debug',
      logFormat: 'pretty',
      seed: false,
      corsOrigins: '*',
      timeZone: 'Europe/Paris',
      trustProxy: ['10.0.0.2', '192.168.0.0/16', 'loopback'],
      sessionIdleHours: 2,
      sessionMaxDays: 30,
      backupDir: path.resolve('some/dir/backups'),
    });
  });

  it('when BACKUP_DIR is none, then no nightly backup is written; when it names a file, then start-up fails saying so', () => {
    expect(loadConfig({ BACKUP_DIR: ' None ' }).backupDir).toBeNull();
    expect(loadConfig({ DATA_DIR: 'a', BACKUP_DIR: 'b' }).backupDir).toBe(path.resolve('b'));
    let problems: unknown;
    try {
      loadConfig({ BACKUP_DIR: __filename });
    } catch (err: unknown) {
      problems = err instanceof ConfigError ? err.problems : err;
    }
    expect(problems).toEqual([
      {
        variable: 'BACKUP_DIR',
        message: `BACKUP_DIR must be a folder for the nightly backups, or none (got "${__filename}", a file)`,
      },
    ]);
  });

  it.each([
    ['false', false],
    ['2', 2],
    ['::1, fd00::/8 , uniquelocal', ['::1', 'fd00::/8', 'uniquelocal']],
  ])('when TRUST_PROXY is %j, then Express is told %j', (raw, expected) => {
    expect(loadConfig({ TRUST_PROXY: raw }).trustProxy).toEqual(expected);
  });

  it("when PUBLIC_URL is set, then its origin is the passkeys' relying party; unset, none", () => {
    expect(loadConfig({ PUBLIC_URL: 'https://books.example.org/' }).publicUrl).toBe('https://books.example.org');
    expect(loadConfig({}).publicUrl).toBeUndefined();
  });

  it('when a variable is empty, then it counts as unset', () => {
    expect(loadConfig({ API_PORT: '', DATABASE_URL: ' ', SEED: '' })).toMatchObject({
      port: 4001,
      databaseUrl: undefined,
      seed: true,
    });
  });

  it.each([
    [{ API_PORT: 'abc' }, 'API_PORT must be a whole number from 0 to 65535 (got "abc")'],
    [{ API_PORT: '65536' }, 'API_PORT must be a whole number from 0 to 65535 (got "65536")'],
    [{ API_PORT: '-1' }, 'API_PORT must be a whole number from 0 to 65535 (got "-1")'],
    [
      { LOG_LEVEL: 'verbose' },
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "verbose")',
    ],
    [{ SEED: 'perhaps' }, 'SEED must be 1 or 0 (got "perhaps")'],
    [{ LOG_FORMAT: 'colour' }, 'LOG_FORMAT must be json or pretty (got "colour")'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL must be a URL such as postgres://user:password@host:5432/library'],
    [{ DATABASE_URL: 'mysql://h/db' }, 'DATABASE_URL must start with postgres:// or postgresql:// (got "mysql://")'],
    [
      { LIBRARY_TIME_ZONE: 'Mars/Olympus' },
      'LIBRARY_TIME_ZONE must be an IANA time zone such as Europe/Paris or UTC (got "Mars/Olympus")',
    ],
    [
      { TRUST_PROXY: 'loopback,10.0.0.300' },
      'TRUST_PROXY must be false, a number of proxies, or addresses, subnets and names (loopback, linklocal, uniquelocal) separated by commas (got "10.0.0.300")',
    ],
    [
      { TRUST_PROXY: '10.0.0.0/33' },
      'TRUST_PROXY must be false, a number of proxies, or addresses, subnets and names (loopback, linklocal, uniquelocal) separated by commas (got "10.0.0.0/33")',
    ],
    [
      { PUBLIC_URL: 'ftp://books.example.org' },
      'PUBLIC_URL must be the app\'s public http(s) address, e.g. https://books.example.org (got "ftp://books.example.org")',
    ],
    [{ SESSION_IDLE_HOURS: '0' }, 'SESSION_IDLE_HOURS must be a whole number of hours from 1 to 8784 (got "0")'],
    [{ SESSION_MAX_DAYS: '1.5' }, 'SESSION_MAX_DAYS must be a whole number of days from 1 to 366 (got "1.5")'],
  ])('when the environment is %j, then start-up fails with "%s"', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(`Invalid configuration: ${message}`);
  });

  it('when several variables are invalid, then each is a { variable, message } problem and the message names them all', () => {
    let error: unknown;
    try {
      loadConfig({ API_PORT: 'abc', LOG_LEVEL: 'loud', SEED: 'maybe', DATABASE_URL: 'mysql://h/db' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems, message } = error as ConfigError;
    expect(problems).toEqual([
      { variable: 'API_PORT', message: 'API_PORT must be a whole number from 0 to 65535 (got "abc")' },
      {
        variable: 'DATABASE_URL',
        message: 'DATABASE_URL must start with postgres:// or postgresql:// (got "mysql://")',
      },
      {
        variable: 'LOG_LEVEL',
        message: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
      },
      { variable: 'SEED', message: 'SEED must be 1 or 0 (got "maybe")' },
    ]);
    expect(message).toBe(`Invalid configuration: ${problems.map((p) => p.message).join('; ')}`);
  });

  describe('CORS_ORIGINS', () => {
    it('when it is unset, blank or *, then every origin is allowed (*)', () => {
      expect(loadConfig({}).corsOrigins).toBe('*');
      expect(loadConfig({ CORS_ORIGINS: ' ' }).corsOrigins).toBe('*');
      expect(loadConfig({ CORS_ORIGINS: ' * ' }).corsOrigins).toBe('*');
    });

    it('when it lists origins, then each is kept as its origin (trimmed, trailing slash and default port dropped, duplicates once)', () => {
      expect(
        loadConfig({
          CORS_ORIGINS: ' https://App.Example.com/ , http://localhost:5173,,https://app.example.com:443 ',
        }).corsOrigins,
      ).toEqual(['https://app.example.com', 'http://localhost:5173']);
    });

    it.each([
      ['https://app.example.com/path', 'https://app.example.com/path'],
      ['app.example.com', 'app.example.com'],
      ['ftp://files.example.com', 'ftp://files.example.com'],
      ['https://user:pw@app.example.com', 'https://user:pw@app.example.com'],
      ['https://app.example.com?x=1', 'https://app.example.com?x=1'],
    ])('when it holds %s, then start-up fails with a CORS_ORIGINS problem naming it', (raw, named) => {
      let error: unknown;
      try {
        loadConfig({ CORS_ORIGINS: `http://localhost:5173,${raw}` });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toEqual([
        {
          variable: 'CORS_ORIGINS',
          message: `CORS_ORIGINS must be * or a comma-separated list of origins (scheme, host and port only) such as https://app.example.com (got "${named}")`,
        },
      ]);
    });

    it('when * is mixed with origins, then start-up fails saying * goes alone', () => {
      expect(() => loadConfig({ CORS_ORIGINS: '*,https://app.example.com', SEED: 'maybe' })).toThrow(
        'Invalid configuration: SEED must be 1 or 0 (got "maybe"); CORS_ORIGINS must be * alone or a comma-separated list of origins such as https://app.example.com (got "*,https://app.example.com")',
      );
    });
  });
});
