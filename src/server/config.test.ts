import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      NODE_ENV: 'development',
      PORT: 5000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      SEED_DEMO: true,
      LOG_LEVEL: 'info',
      SESSION_TTL_HOURS: 12,
      MAIL_FROM: 'Veterans Housing <no-reply@localhost>',
      PUBLIC_URL: 'http://localhost:5000',
      TRUST_PROXY: false,
      REQUEST_TIMEOUT_SECONDS: 20,
      KEEP_ALIVE_TIMEOUT_SECONDS: 72,
      API_DOCS: 'public',
      SUPPORT_EMAIL: 'support@veteranshousing.org',
    });
  });

  it('reads the support contact; no phone unless SUPPORT_PHONE is set', () => {
    expect(loadConfig({ SUPPORT_EMAIL: 'help@example.org', SUPPORT_PHONE: '(518) 555-0142' })).toMatchObject({
      SUPPORT_EMAIL: 'help@example.org',
      SUPPORT_PHONE: '(518) 555-0142',
    });
    expect(loadConfig({}).SUPPORT_PHONE).toBeUndefined();
    expect(() => loadConfig({ SUPPORT_EMAIL: 'nobody', SUPPORT_PHONE: 'call us' })).toThrow(
      /SUPPORT_EMAIL: must be an email address\n {2}SUPPORT_PHONE: must be a phone number/,
    );
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@db:5432/app',
      SEED_DEMO: 'false',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SESSION_TTL_HOURS: '4',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      DATABASE_URL: 'postgres://u@db:5432/app',
      SEED_DEMO: false,
      SESSION_TTL_HOURS: 4,
    });
  });

  it('names each invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL: must be a postgres:// connection URL');
      expect(message).toContain('SEED_DEMO: must be true or false');
    }
  });

  it('reads the mail settings; PUBLIC_URL defaults to this server', () => {
    expect(loadConfig({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(
      loadConfig({
        SMTP_URL: 'smtps://user:secret@smtp.example.org:465',
        MAIL_FROM: 'Housing Team <housing@example.org>',
        PUBLIC_URL: 'https://housing.example.org/',
      }),
    ).toMatchObject({
      SMTP_URL: 'smtps://user:secret@smtp.example.org:465',
      MAIL_FROM: 'Housing Team <housing@example.org>',
      PUBLIC_URL: 'https://housing.example.org',
    });
  });

  it.each([
    ['SMTP_URL', 'http://smtp.example.org', 'SMTP_URL: must be an smtp:// or smtps:// URL'],
    ['SMTP_URL', 'smtp.example.org:587', 'SMTP_URL: must be an smtp:// or smtps:// URL'],
    ['MAIL_FROM', 'Veterans Housing', 'MAIL_FROM: must be an email address'],
    ['MAIL_FROM', 'a@b, c@d', 'MAIL_FROM: must be an email address'],
    ['PUBLIC_URL', 'housing.example.org', 'PUBLIC_URL: must be an http:// or https:// URL'],
    ['PUBLIC_URL', 'ftp://housing.example.org', 'PUBLIC_URL: must be an http:// or https:// URL'],
  ])('stops on an invalid %s (%s)', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('trusts no proxy unless TRUST_PROXY names them', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5' }).TRUST_PROXY).toEqual(['10.0.0.5']);
    expect(
      loadConfig({ TRUST_PROXY: ' 10.0.0.5, 10.1.0.0/16 ,2001:db8::/32,::1,loopback' }).TRUST_PROXY,
    ).toEqual(['10.0.0.5', '10.1.0.0/16', '2001:db8::/32', '::1', 'loopback']);
  });

  it.each([
    ['true', 'not an address or range: "true"'],
    ['*', 'not an address or range: "*"'],
    ['10.0.0.300', 'not an address or range: "10.0.0.300"'],
    ['10.0.0.0/33', 'not an address or range: "10.0.0.0/33"'],
    ['10.0.0.0/8/8', 'not an address or range: "10.0.0.0/8/8"'],
    ['10.0.0.1, proxy.internal', 'not an address or range: "proxy.internal"'],
    ['::1/129', 'not an address or range: "::1/129"'],
    [',', 'TRUST_PROXY: must be a comma-separated list of proxy IP addresses or CIDR ranges'],
    ['2', 'not an address or range: "2"'],
  ])('stops on TRUST_PROXY=%s with a message naming it', (value, message) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(message);
  });

  it('reads the timeouts in seconds, within bounds', () => {
    expect(loadConfig({ REQUEST_TIMEOUT_SECONDS: '15', KEEP_ALIVE_TIMEOUT_SECONDS: '65' })).toMatchObject({
      REQUEST_TIMEOUT_SECONDS: 15,
      KEEP_ALIVE_TIMEOUT_SECONDS: 65,
    });
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '0' })).toThrow('REQUEST_TIMEOUT_SECONDS');
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: 'soon' })).toThrow('REQUEST_TIMEOUT_SECONDS');
    expect(() => loadConfig({ KEEP_ALIVE_TIMEOUT_SECONDS: '601' })).toThrow('KEEP_ALIVE_TIMEOUT_SECONDS');
  });

  it('serves the API docs publicly outside production, to admins in production, or not at all', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).API_DOCS).toBe('public');
    expect(loadConfig({ NODE_ENV: 'test' }).API_DOCS).toBe('public');
    expect(loadConfig({ NODE_ENV: 'production' }).API_DOCS).toBe('admin');
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'public' }).API_DOCS).toBe('public');
    expect(loadConfig({ API_DOCS: 'off' }).API_DOCS).toBe('off');
    expect(() => loadConfig({ API_DOCS: 'private' })).toThrow('API_DOCS: must be public, admin or off');
  });
});
