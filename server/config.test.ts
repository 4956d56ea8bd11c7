import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      LOG_LEVEL: 'info',
      BUSINESS_TIMEZONE: 'Asia/Kolkata',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(loadConfig({ PGLITE_SHARED_BUFFERS: '64MB' }).PGLITE_SHARED_BUFFERS).toBe('64MB');
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', ADMIN_EMAIL: '' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.ADMIN_EMAIL).toBeUndefined();
  });

  it('stops with a message naming a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ BUSINESS_TIMEZONE: 'Mars/Olympus' })).toThrow(/BUSINESS_TIMEZONE/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'not-an-email' })).toThrow(/ADMIN_EMAIL/);
    expect(() => loadConfig({ PGLITE_SHARED_BUFFERS: 'lots' })).toThrow(/PGLITE_SHARED_BUFFERS/);
    expect(() => loadConfig({ PGLITE_SHARED_BUFFERS: '32 MB' })).toThrow(/PGLITE_SHARED_BUFFERS/);
  });
});
