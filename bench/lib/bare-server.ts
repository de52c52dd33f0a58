// The baseline: a bare node:http server that answers every request with the same bytes, read once at
// start from BARE_BODY_FILE. Run as its own process so it does not share an event loop with autocannon.
// Prints `listening <port>` once it accepts connections.
import fs from 'node:fs';
import http from 'node:http';

const file = process.env.BARE_BODY_FILE;
if (!file) throw new Error('BARE_BODY_FILE is not set');
const body = fs.readFileSync(file);
const contentType = process.env.BARE_CONTENT_TYPE ?? 'application/json; charset=utf-8';

const server = http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
  response.end(body);
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : '?'}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
