/**
 * The newest model year a form takes: a car of next year's model year may already be on the
 * road. One rule for the service booking, the garage and the trade-in evaluation, read from the
 * server's clock at each use (a long-running process crosses New Year).
 */
export const newestModelYear = (now = new Date()) => now.getUTCFullYear() + 1;
