// Trunk's post-build hook (Trunk.toml): puts the SHA-256 hash of every inline <script> of the
// built index.html into its content security policy, where www/index.html writes the marker
// 'inline-script-hashes'. Trunk writes one inline module script that starts the app (its text
// names the hashed file names, so it changes with every build) and, under `trunk serve`, the
// live-reload script; the policy allows exactly those, and no other inline script.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const marker = "'inline-script-hashes'";
const staging = process.env.TRUNK_STAGING_DIR;
if (!staging) throw new Error('csp-hashes: run by Trunk as a post_build hook (TRUNK_STAGING_DIR unset)');
const file = join(staging, 'index.html');
const html = readFileSync(file, 'utf8');
const policies = html.match(/<meta http-equiv="Content-Security-Policy" content="[^"]*"/gi) ?? [];
if (policies.length !== 1 || !policies[0].includes(marker)) {
  throw new Error(`csp-hashes: ${file} needs one policy <meta> with ${marker} in its script-src`);
}
// Inline scripts: <script> elements without a src attribute; the hash covers their exact text.
const inline = [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)]
  .filter((match) => !/\ssrc\s*=/i.test(match[1] ?? ''))
  .map((match) => match[2]);
if (inline.length === 0) throw new Error(`csp-hashes: ${file} has no inline script to allow`);
const hashes = inline.map((text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
const policy = policies[0].replace(marker, [...new Set(hashes)].join(' '));
writeFileSync(file, html.replace(policies[0], policy));
console.log(`csp-hashes: ${inline.length} inline script(s) allowed by hash in index.html`);
