// The baseline: a bare node:http server that answers every request with the same bytes, read once at
// start from BARE_BODY_FILE. Run as its own process so it does not share an event loop with autocannon.
// Prints `listening <port>` once it accepts connections. With BARE_BODY_DIR instead: every file of that directory,
// read once at start, answers the requests whose path ends in its name (`/<name>?…`), 404 otherwise.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const file = process.env.BARE_BODY_FILE;
const dir = process.env.BARE_BODY_DIR;
if (!file && !dir) throw new Error('BARE_BODY_FILE (or BARE_BODY_DIR) is not set');
const body = file ? fs.readFileSync(file) : undefined;
const bodies = new Map(dir ? fs.readdirSync(dir).map((name) => [name, fs.readFileSync(path.join(dir, name))]) : []);
const contentType = process.env.BARE_CONTENT_TYPE ?? 'application/json; charset=utf-8';

const server = http.createServer((request, response) => {
  const answer = body ?? bodies.get(/([^/?]*)(?:\?|$)/.exec(request.url ?? '')![1]!);
  if (!answer) {
    response.writeHead(404, { 'content-length': 0 });
    return response.end();
  }
  response.writeHead(200, { 'content-type': contentType, 'content-length': answer.length });
  response.end(answer);
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : '?'}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
