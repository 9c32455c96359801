// The scenario registry: `npm run bench -- <name>`. To add one, create scenarios/<name>.mjs
// exporting an object like the ones below and add it to this list.
//
// A scenario is
//   {
//     name: 'me',                       // what is typed on the command line
//     description: '…',                 // shown by --list / --help
//     defaults: { connections: 50 },    // optional; --connections still wins
//     async setup(ctx) { … },           // optional; create data through ctx.api / ctx.cli first
//     request(ctx) {                    // the load; any autocannon request options:
//       return { method, path, headers, body };      //   one request repeated, or
//       // return { requests: [{ method, path, … }, …] } a sequence per connection
//     },
//   }
// ctx: { baseUrl, credentials: { organization_id, user_id, api_token, email, password },
//        api(method, path, { body, token }) -> { status, body }, cli(...args) -> stdout, state }
// Every response counted as non-2xx makes the run fail.
// A scenario that is not one repeated request (e.g. webhooks: emit, then wait for receipts)
// defines `async run(env, settings, say) -> { ok, result }` instead of `request`, and prints its own
// figures; the baseline is still measured in the same run.
import detect, { detectCached } from './detect.mjs';
import detectHostile from './detect-hostile.mjs';
import creditScore from './credit-score.mjs';
import analyze from './analyze.mjs';
import login from './login.mjs';
import me from './me.mjs';
import report from './report.mjs';
import webhooks from './webhooks.mjs';

const all = [me, login, analyze, webhooks, detect, detectCached, detectHostile, creditScore, report];

export const scenarios = Object.fromEntries(all.map((s) => [s.name, s]));
