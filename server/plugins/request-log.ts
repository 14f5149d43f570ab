import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request instead of Fastify's two ("incoming request", then "request
 * completed"): the completed line carries the request too. Logging was ~5% of the server's busy
 * CPU under load (docs/capacity.md); a request that never completes is still seen by its error
 * lines.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {
    // logged with its outcome, in requestCompleted
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    // A byte range of a file (206): a video player asks for one every few seconds while it plays
    // and dozens when it seeks, so at info they were most of the log and a tenth of a range's
    // CPU (docs/capacity.md, video ranges). Seen at the debug level.
    else if (reply.statusCode === 206) reply.log.debug(line, 'request completed');
    else reply.log.info(line, 'request completed');
  }
}
