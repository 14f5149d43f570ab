import http from 'node:http';

/** Keep-alive connections, as many as the simulated clients need. */
export const benchAgent = (maxSockets: number) =>
  new http.Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });

export interface SendRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request on the agent's connections; answers the status, headers and body (0 on an error). */
export function send(agent: http.Agent, origin: string, request: SendRequest): Promise<Answer> {
  const url = new URL(request.path, origin);
  return new Promise((resolve) => {
    const outgoing = http.request(
      url,
      { agent, method: request.method, headers: request.headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        response.on('error', () => resolve({ status: 0, headers: {}, body: '' }));
      },
    );
    outgoing.on('error', () => resolve({ status: 0, headers: {}, body: '' }));
    outgoing.end(request.body);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] as number);

export function latencySummary(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    maxMs: sorted.at(-1) ?? Number.NaN,
  };
}
