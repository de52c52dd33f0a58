// The baseline: a bare node:http server that answers every request with the same bytes, read once at
// start from BARE_BODY_FILE. Run as its own process so it does not share an event loop with autocannon.
// Prints `listening <port>` once it accepts connections. With BARE_BODY_DIR instead: every file of that directory,
// read once at start, answers the requests whose path ends in its name (`/<name>?…`), 404 otherwise. With
// BARE_HEADERS_FILE, the header lines of that file instead of the content type and length alone (below).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const file = process.env.BARE_BODY_FILE;
const dir = process.env.BARE_BODY_DIR;
if (!file && !dir) throw new Error('BARE_BODY_FILE (or BARE_BODY_DIR) is not set');
const body = file ? fs.readFileSync(file) : undefined;
const bodies = new Map(dir ? fs.readdirSync(dir).map((name) => [name, fs.readFileSync(path.join(dir, name))]) : []);
const contentType = process.env.BARE_CONTENT_TYPE ?? 'application/json; charset=utf-8';
// With BARE_HEADERS_FILE (a JSON list: name, value, name, value, …): these header lines instead of the content type and
// length alone — the same bytes as the server it stands beside, headers included (node adds Date, Connection and
// Keep-Alive to both); BARE_KEEP_ALIVE_SECONDS makes the last say the same.
const headerLines: string[] | undefined = process.env.BARE_HEADERS_FILE
  ? (JSON.parse(fs.readFileSync(process.env.BARE_HEADERS_FILE, 'utf8')) as string[])
  : undefined;

const server = http.createServer((request, response) => {
  const answer = body ?? bodies.get(/([^/?]*)(?:\?|$)/.exec(request.url ?? '')![1]!);
  if (!answer) {
    response.writeHead(404, { 'content-length': 0 });
    return response.end();
  }
  if (headerLines) response.writeHead(200, headerLines);
  else response.writeHead(200, { 'content-type': contentType, 'content-length': answer.length });
  response.end(answer);
});
if (process.env.BARE_KEEP_ALIVE_SECONDS) server.keepAliveTimeout = Number(process.env.BARE_KEEP_ALIVE_SECONDS) * 1000;
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : '?'}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
