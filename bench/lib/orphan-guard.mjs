// Preloaded (`--import`) into every server the bench starts. The bench kills its children on a normal
// exit, an error and SIGINT/SIGTERM; this covers the case it cannot: the bench itself killed with SIGKILL.
// When the parent disappears the child is re-parented, so its ppid changes: then it stops itself the
// polite way (SIGTERM, which lets the portal close its database).
import { setInterval } from 'node:timers';
const parentPid = process.ppid;
setInterval(() => {
  if (process.ppid !== parentPid) process.kill(process.pid, 'SIGTERM');
}, 1000).unref();
