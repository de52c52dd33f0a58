import type { Writable } from 'node:stream';
import pretty from 'pino-pretty';

/** One readable line per entry: `10:42:07 INFO  message key=value`, no pid or host. */
export function prettyStream(destination?: Writable): Writable {
  return pretty({
    colorize: Boolean(process.stdout.isTTY) && !destination,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    sync: true,
    ...(destination ? { destination } : {}),
  });
}

/**
 * The logger's stream for a format: pretty on a terminal (or when asked), pino's JSON otherwise (when the
 * output goes to a file or a log collector, or LOG_FORMAT=json).
 */
export function logStream(format: 'auto' | 'json' | 'pretty', isTty = Boolean(process.stdout.isTTY)): { stream?: Writable } {
  const usePretty = format === 'pretty' || (format === 'auto' && isTty);
  return usePretty ? { stream: prettyStream() } : {};
}
