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
    });
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
});
