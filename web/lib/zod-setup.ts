import { z } from 'zod/mini';
import { installPlainZodMessages } from '../../shared/plain-zod-messages';

// zod probes `new Function` to compile faster parsers; our Content-Security-Policy forbids it, and
// the refusal shows in the console. Parsing without it is as correct and fast enough for forms.
// Loaded by the routes whose pages parse (web/router.tsx), not by the entry: the sign-up page
// needs none of zod.
z.config({ jitless: true });
installPlainZodMessages();
