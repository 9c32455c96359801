// Regenerates everything derived from openapi.json for integrators: the TypeScript SDK's types
// (openapi-typescript) and the Postman collection + test-mode environment (openapi-to-postmanv2).
// `npm run sdk:generate` writes them in place; `--out <dir>` writes the same tree elsewhere (the drift test).
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

// The converter fakes values for schemas without examples and captures Math.random when it loads:
// route it through a switch installed first, seeded during generation so the output is reproducible.
const originalRandom = Math.random;
let randomSource = originalRandom;
Math.random = () => randomSource();
const { default: Converter } = await import('openapi-to-postmanv2');

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const GENERATED_FILES = [
  'clients/typescript/src/schema.ts',
  'postman/naija-risk-api.postman_collection.json',
  'postman/test-mode.postman_environment.json',
];

/** A deterministic UUID-shaped id from a name, so regenerating gives the same bytes. */
const stableId = (name) => {
  const h = createHash('sha256').update(name).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

/** mulberry32, a small seeded generator. */
function seeded(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// defaultNonNullable: false keeps a request field with a default (e.g. currency) optional, as the API treats it.
async function typescriptTypes(spec) {
  const header = '// Generated from openapi.json by `npm run sdk:generate`. Do not edit.\n\n';
  return header + astToString(await openapiTS(spec, { alphabetize: false, defaultNonNullable: false }));
}

async function postmanCollection(text) {
  const RealDate = Date;
  const fixed = RealDate.UTC(2026, 0, 1);
  // Faked date-times are offsets from `new Date()`: pin it while converting.
  globalThis.Date = class extends RealDate {
    constructor(...args) {
      super(...(args.length ? args : [fixed]));
    }
    static now() {
      return fixed;
    }
  };
  randomSource = seeded(14);
  try {
    const res = await new Promise((ok, fail) =>
      Converter.convert({ type: 'string', data: text }, { folderStrategy: 'Tags', parametersResolution: 'Example' }, (err, out) =>
        err ? fail(err) : out.result ? ok(out) : fail(new Error(out.reason)),
      ),
    );
    const collection = res.output[0].data;
    // Ids from the item's position and name, never random.
    const renumber = (node, path) => {
      if (Array.isArray(node)) node.forEach((n, i) => renumber(n, `${path}/${i}`));
      else if (node && typeof node === 'object') {
        if (typeof node.id === 'string') node.id = stableId(`${path}:${node.name ?? ''}`);
        for (const [k, v] of Object.entries(node)) if (k !== 'id') renumber(v, `${path}/${k}`);
      }
    };
    renumber(collection.item, 'item');
    collection.info._postman_id = stableId('naija-risk-api');
    return JSON.stringify(collection, null, 2) + '\n';
  } finally {
    randomSource = originalRandom;
    globalThis.Date = RealDate;
  }
}

function testModeEnvironment() {
  return (
    JSON.stringify(
      {
        id: stableId('naija-risk-api-test-mode'),
        name: 'Naija Risk API (test mode, local)',
        values: [
          { key: 'baseUrl', value: 'http://localhost:3000', type: 'default', enabled: true },
          { key: 'bearerToken', value: 'sk_test_replace_with_your_test_key', type: 'secret', enabled: true },
        ],
        _postman_variable_scope: 'environment',
      },
      null,
      2,
    ) + '\n'
  );
}

export async function generate(outDir = root) {
  const text = await readFile(join(root, 'openapi.json'), 'utf8');
  const contents = {
    'clients/typescript/src/schema.ts': await typescriptTypes(JSON.parse(text)),
    'postman/naija-risk-api.postman_collection.json': await postmanCollection(text),
    'postman/test-mode.postman_environment.json': testModeEnvironment(),
  };
  for (const file of GENERATED_FILES) {
    await mkdir(dirname(join(outDir, file)), { recursive: true });
    await writeFile(join(outDir, file), contents[file]);
  }
  return GENERATED_FILES;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const i = process.argv.indexOf('--out');
  const out = i > 0 ? resolve(process.argv[i + 1]) : root;
  for (const f of await generate(out)) console.log(`wrote ${join(out, f)}`);
}
