import { PGlite } from '@electric-sql/pglite';
let t=Date.now(); const a = new PGlite(); await a.query('select 1'); console.log('mem create', Date.now()-t);
await a.exec('create table x(id int primary key, b bytea); insert into x values (1, decode(\'0102\',\'hex\'))');
t=Date.now(); const dump = await a.dumpDataDir('none'); console.log('dump', Date.now()-t, dump.size);
t=Date.now(); const b = new PGlite({loadDataDir: dump}); const r = await b.query('select * from x, (select count(*) c from x) q'); console.log('load', Date.now()-t, r.rows, (await b.query('select version()')).rows[0]);
t=Date.now(); const c = new PGlite('/tmp/pgdata-test'); await c.query('select 1'); console.log('dir create', Date.now()-t); await c.close();
t=Date.now(); const d = new PGlite('/tmp/pgdata-test'); await d.query('select 1'); console.log('dir reopen', Date.now()-t);
