/**
 * Time strings of the timestamp fields: minutes:seconds or hours:minutes:seconds, seconds with an
 * optional fraction of up to 3 digits, every other part 1–2 digits, a leading minus allowed.
 * Seconds must be below 60, and so must minutes when hours are given (ours: the spec only counts digits).
 */
const TIME_STRING = /^(-)?(?:(\d{1,2}):)?(\d{1,2}):(\d{1,2})(?:\.(\d{1,3}))?$/;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Milliseconds of a time string, or undefined when it is not one. */
export function parseTimeString(value: string): number | undefined {
  const match = TIME_STRING.exec(value.trim());
  if (!match) return undefined;
  const [, minus, hoursText, minutesText, secondsText, fractionText] = match;
  const hours = hoursText === undefined ? 0 : Number(hoursText);
  const minutes = Number(minutesText);
  const seconds = Number(secondsText);
  if (seconds >= 60 || (hoursText !== undefined && minutes >= 60)) return undefined;
  const milliseconds = fractionText === undefined ? 0 : Number(fractionText.padEnd(3, '0'));
  const total = hours * HOUR + minutes * MINUTE + seconds * SECOND + milliseconds;
  return minus ? -total : total;
}

export function isTimeString(value: string): boolean {
  return parseTimeString(value) !== undefined;
}

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

function parts(ms: number): {
  sign: string;
  hours: number;
  minutes: number;
  seconds: number;
  millis: number;
} {
  const sign = ms < 0 ? '-' : '';
  const total = Math.floor(Math.abs(ms));
  return {
    sign,
    hours: Math.floor(total / HOUR),
    minutes: Math.floor((total % HOUR) / MINUTE),
    seconds: Math.floor((total % MINUTE) / SECOND),
    millis: total % SECOND,
  };
}

/** A timestamp field's value, hour:minute:second.milliseconds: 65250 → "00:01:05.250". */
export function formatTimestamp(ms: number): string {
  const { sign, hours, minutes, seconds, millis } = parts(ms);
  return `${sign}${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${pad(millis, 3)}`;
}

/** Time display: mm:ss, or h:mm:ss from an hour on, optionally with milliseconds. */
export function formatDuration(ms: number, options: { milliseconds?: boolean } = {}): string {
  const { sign, hours, minutes, seconds, millis } = parts(ms);
  const base = hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
  return `${sign}${base}${options.milliseconds ? `.${pad(millis, 3)}` : ''}`;
}
