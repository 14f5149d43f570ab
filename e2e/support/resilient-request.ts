/** What the simulated candidates did, counted for the fault test's kill triggers and its report. */
export class Traffic {
  answerAcks = 0;
  chunkAcks = 0;
  /** Requests that got no answer (the server was killed under them, or was away). */
  unanswered = 0;
  /** The server's answers that were worth a retry, by status (e.g. 503 while its database is away). */
  readonly retriedStatuses = new Map<number, number>();
  /** Those of them whose body was not the one error shape `{result:false, status}`. */
  readonly unshapedFailures: string[] = [];
  /** Requests sent and not yet answered, by kind. */
  readonly inFlight = { save: 0, piece: 0, other: 0 };
  private deadline: number;

  constructor(
    /** Every retry loop gives up after this, so a broken server fails the test instead of hanging it. */
    limitMs: number,
  ) {
    this.deadline = Date.now() + limitMs;
  }

  /** Ends every retry loop at its next attempt (the test is over). */
  abandon(): void {
    this.deadline = 0;
  }

  /** Throws once the time is up. */
  checkDeadline(what: string): void {
    if (Date.now() > this.deadline) throw new Error(`Gave up: ${what}`);
  }
}

export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Statuses a retry can mend, as the browser treats them: the server is away or busy. */
export function worthRetrying(status: number): boolean {
  return status >= 500 || status === 408 || status === 429 || status === 423;
}

/**
 * Sends a request until the server answers it with something a retry cannot mend, as the
 * browser does: while the server is killed and restarting, the request fails and is sent again
 * after a short, growing pause.
 */
export async function requestUntilAnswered(
  traffic: Traffic,
  url: string,
  init: RequestInit,
  kind: keyof Traffic['inFlight'] = 'other',
): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    traffic.checkDeadline(`${init.method ?? 'GET'} ${url}`);
    traffic.inFlight[kind] += 1;
    let response: Response | null = null;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
    } catch {
      traffic.unanswered += 1;
    } finally {
      traffic.inFlight[kind] -= 1;
    }
    if (response && !worthRetrying(response.status)) {
      return response;
    }
    if (response) await noteRetried(traffic, response, init.method ?? 'GET');
    await pause(Math.min(100 * 2 ** attempt, 1000));
  }
}

async function noteRetried(traffic: Traffic, response: Response, method: string): Promise<void> {
  const { status } = response;
  traffic.retriedStatuses.set(status, (traffic.retriedStatuses.get(status) ?? 0) + 1);
  // An answer to HEAD has no body (tus resumes with it).
  if (method === 'HEAD') return;
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { result?: unknown; status?: unknown };
    if (body.result === false && typeof body.status === 'string') return;
  } catch {
    // Not JSON: noted below.
  }
  traffic.unshapedFailures.push(`${method} ${status} ${text.slice(0, 120)}`);
}
