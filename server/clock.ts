// The one clock: everything the server does happens at a time read from a `Clock` it was given —
// a request's `now` (read once at the API's edge), a worker's round, a page's context. This is the
// only place that reads the system time; a test gives another clock instead (server.setNow).
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
