import pino from 'pino';

export type Logger = pino.Logger;

// Belt and braces: even if a caller logs a request or body, these never reach the log.
const redact = {
  paths: [
    'password',
    '*.password',
    'password_confirm',
    '*.password_confirm',
    'current_password',
    '*.current_password',
    'access_token',
    '*.access_token',
    'token',
    '*.token',
    'authorization',
    '*.authorization',
    'headers.authorization',
    'req.headers.authorization',
    'password_hash',
    '*.password_hash',
  ],
  censor: '[redacted]',
};

export function createLogger(level: string): Logger {
  return pino({ level, redact, base: { service: 'cermat-server' } });
}
