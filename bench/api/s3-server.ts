/**
 * The S3 test server in a process of its own, so that its work is not counted as the benchmark
 * client's: prints its settings as one JSON line, then serves until it is stopped.
 */
import { startS3TestServer } from '../../server/test/s3-test-server';

const server = await startS3TestServer();
console.log(JSON.stringify(server.settings));
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
