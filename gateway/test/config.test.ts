/** Configuration from the environment. */
import path from 'node:path';
import { ConfigError, DEFAULT_WEB_DIST, loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('when nothing is set, then the documented defaults apply (development, Sandbox on)', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      apiUrl: 'http://127.0.0.1:4001/api',
      production: false,
      introspection: true,
      landingPage: true,
      logLevel: 'info',
      webDist: DEFAULT_WEB_DIST,
    });
  });

  it('when NODE_ENV=production, then introspection and Sandbox are off unless GRAPHQL_INTROSPECTION=true', () => {
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({
      production: true,
      introspection: false,
      landingPage: false,
    });
    expect(loadConfig({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'true' })).toMatchObject({
      introspection: true,
      landingPage: true,
    });
  });

  it('when values are set, then they are used', () => {
    const config = loadConfig({
      PORT: '8080',
      API_URL: 'https://library.example/api',
      LOG_LEVEL: 'warn',
      WEB_DIST: 'some/dir',
      UPSTREAM_TIMEOUT_MS: '1500',
      UPSTREAM_CONNECT_TIMEOUT_MS: '100',
    });
    expect(config).toMatchObject({
      port: 8080,
      apiUrl: 'https://library.example/api',
      logLevel: 'warn',
      webDist: path.resolve('some/dir'),
    });
    expect(config.upstream).toMatchObject({ requestTimeoutMs: 1500, connectTimeoutMs: 100 });
  });

  it('when values are invalid, then every problem is reported at once as a { variable, message }', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        API_URL: 'not a url',
        LOG_LEVEL: 'loud',
        NODE_ENV: 'staging',
        GRAPHQL_INTROSPECTION: 'maybe',
        UPSTREAM_TIMEOUT_MS: '0',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(6);
    expect(problems.map((p) => p.variable).sort()).toEqual(
      ['API_URL', 'GRAPHQL_INTROSPECTION', 'LOG_LEVEL', 'NODE_ENV', 'PORT', 'UPSTREAM_TIMEOUT_MS'].sort(),
    );
    const messages = problems.map((p) => p.message);
    expect(messages.join('\n')).toMatch(/PORT="eighty"/);
    expect(messages.join('\n')).toMatch(/API_URL="not a url" is not a URL/);
    expect(messages.join('\n')).toMatch(/LOG_LEVEL="loud" must be one of/);
    expect(messages.join('\n')).toMatch(/UPSTREAM_TIMEOUT_MS="0"/);
    // One line, as the api and the root `npm start` print theirs.
    expect((error as ConfigError).message).toBe(`Invalid gateway configuration: ${messages.join('; ')}`);
  });

  it('when PORT is a port browsers refuse (the WHATWG bad ports: 6000, 10080, …), then a problem saying so; 0 (any free port) and 6001 are fine', () => {
    for (const port of ['6000', '10080', '6666', '22']) {
      expect(() => loadConfig({ PORT: port })).toThrow(
        `PORT=${port} is a port browsers refuse to open (a WHATWG "bad port"): choose another port`,
      );
    }
    expect(loadConfig({ PORT: '0' }).port).toBe(0);
    expect(loadConfig({ PORT: '6001' }).port).toBe(6001);
  });

  it('when LOG_FORMAT is json or pretty, then it is used; unset, the format is left to stdout; otherwise a problem', () => {
    expect(loadConfig({ LOG_FORMAT: ' Pretty ' }).logFormat).toBe('pretty');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(loadConfig({}).logFormat).toBeUndefined();
    expect(() => loadConfig({ LOG_FORMAT: 'colour' })).toThrow(
      new ConfigError(
        [{ variable: 'LOG_FORMAT', message: 'LOG_FORMAT must be json or pretty (got "colour")' }],
        'Invalid gateway configuration',
      ),
    );
  });

  it('when WEB_DIST=none, then the web app is not served', () => {
    expect(loadConfig({ WEB_DIST: 'none' }).webDist).toBeNull();
  });

  it('when PUBLIC_URL is set, then it is the base of robots.txt and the sitemaps, without a trailing slash', () => {
    expect(loadConfig({}).publicUrl).toBeNull();
    expect(loadConfig({ PUBLIC_URL: 'https://books.example.org/' }).publicUrl).toBe('https://books.example.org');
    expect(loadConfig({ PUBLIC_URL: 'https://example.org/library/' }).publicUrl).toBe('https://example.org/library');
  });

  it.each(['books.example.org', 'ftp://books.example.org', 'https://books.example.org/?a=1'])(
    'when PUBLIC_URL is "%s", then it is refused with a message saying what it must be',
    (value) => {
      expect(() => loadConfig({ PUBLIC_URL: value })).toThrow(
        /PUBLIC_URL=".*" must be the app's public http\(s\) address/,
      );
    },
  );

  it("when TRUST_PROXY is unset, then no proxy is trusted; set, it is Express's trust proxy value; nonsense is a problem", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe('loopback, 10.0.0.0/8');
    let error: unknown;
    try {
      loadConfig({ TRUST_PROXY: 'not an address' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems.map((problem) => problem.variable)).toEqual(['TRUST_PROXY']);
  });
});
