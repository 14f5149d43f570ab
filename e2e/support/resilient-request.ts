/** What the simulated candidates did, counted for the fault test's kill triggers and its report. */
export class Traffic {
  answerAcks = 0;
  chunkAcks = 0;
  /** Requests that got no answer (the server was killed under them, or was away). */
  unanswered = 0;
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
    await response?.body?.cancel();
    await pause(Math.min(100 * 2 ** attempt, 1000));
  }
}
