// Preloaded into cognito-local (`node --require`, with cognito-local-keys.cjs): how its user pools
// reach the disk. cognito-local keeps each pool in memory (stormdb) and, after every change, rewrites
// the pool's whole JSON file — every sign-in stores a refresh token, so 200 patients signing in at once
// serialised a ~0.5 MB file 200 times and had 200 writes of one file in flight together (issue 16:
// sign-ins queued for seconds, and a crash mid-write could leave a torn file).
// Here a save while another one is being written waits and is merged with any that follow into ONE
// write of the latest state; each write goes to a temporary file renamed over the pool's file. Every
// save still resolves only once a write that includes its change is on disk.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

// The stormdb cognito-local itself loads.
const from = { paths: [path.dirname(require.resolve('cognito-local/package.json'))] };
const LocalEngine = require(require.resolve('stormdb', from)).localFileEngine;
const writeNow = LocalEngine.prototype.write;

async function persist(engine) {
  const text = engine.serialize(engine.latest);
  const tmp = `${engine.path}.${process.pid}.tmp`;
  await fs.promises.writeFile(tmp, text);
  await fs.promises.rename(tmp, engine.path);
}

LocalEngine.prototype.write = function write(data) {
  if (!this.async) return writeNow.call(this, data);
  this.latest = data;
  // A write is already waiting to start: it will carry this change too.
  if (this.waiting) return this.waiting;
  const previous = this.writing ?? Promise.resolve();
  const next = previous
    .catch(() => undefined)
    .then(() => {
      this.waiting = undefined;
      return persist(this);
    });
  this.waiting = next;
  this.writing = next;
  return next;
};
