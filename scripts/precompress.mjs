#!/usr/bin/env node
// After the web build: writes a brotli (quality 11) and a gzip (level 9) copy next to every text asset in
// apps/web/build/client, so the server sends them as they are instead of compressing on each request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '../apps/web/build/client');
const compressible = /\.(js|mjs|css|svg|json|txt|html|map)$/;
let files = 0;
let before = 0;
let after = 0;
function walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (compressible.test(entry.name) && !entry.name.endsWith('.map')) {
      const data = fs.readFileSync(full);
      if (data.length < 1024) continue;
      const br = zlib.brotliCompressSync(data, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
      });
      const gz = zlib.gzipSync(data, { level: 9 });
      fs.writeFileSync(`${full}.br`, br);
      fs.writeFileSync(`${full}.gz`, gz);
      files += 1;
      before += data.length;
      after += br.length;
    }
  }
}
walk(root);
console.log(`precompressed ${files} files: ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB brotli`);
