import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: Record<string, string>;
  body: string;
}

/**
 * A real HTTP receiver on 127.0.0.1 for the webhook tests: it keeps every request and answers
 * the next scripted status code (then 200 once the script is used up).
 */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const script: number[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        headers: Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
        ),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.statusCode = script.shift() ?? 200;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    /** The status codes of the next answers, in order. */
    answer: (...codes: number[]) => script.push(...codes),
    /** The bodies received, parsed, of one event type. */
    events: <T = { type: string; timestamp: string; data: Record<string, unknown> }>(
      type: string,
    ) =>
      received
        .map((one) => JSON.parse(one.body) as T & { type: string })
        .filter((one) => one.type === type),
    reset: () => {
      received.length = 0;
      script.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
