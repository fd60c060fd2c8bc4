import pino, { type DestinationStream, type Logger } from 'pino';

/** The app's logger: JSON lines on stdout, or on `destination` (tests read what was written). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      // Defence in depth: these never appear in a log line even if something logs a whole request.
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password'],
        remove: true,
      },
    },
    destination,
  );
}
