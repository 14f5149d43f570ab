import { readConfig } from './config';
import { runStorageMigrate } from './storage-migrate.command';

/** `npm run storage:migrate` (docs/deploying.md, "Moving recordings from local disk to S3"). */
runStorageMigrate(readConfig(), (line) => console.log(line)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
