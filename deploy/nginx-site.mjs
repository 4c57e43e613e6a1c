#!/usr/bin/env node
// Prints the nginx server block for a real-mode build, with the headers its build wrote:
//   node deploy/nginx-site.mjs --dist packages/app/dist --root /srv/causeway --server-name app.example.com \
//     [--certificate /etc/ssl/certs/app.pem --certificate-key /etc/ssl/private/app.key] \
//     > /etc/nginx/sites-available/causeway
// Made again after every build: the policy holds the hashes of that build's pages.
import { parseArgs } from 'node:util';
import { nginxSite } from './nginx.mjs';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'packages/app/dist' },
    root: { type: 'string' },
    'server-name': { type: 'string', default: '_' },
    certificate: { type: 'string' },
    'certificate-key': { type: 'string' },
  },
});
if (Boolean(values.certificate) !== Boolean(values['certificate-key'])) {
  console.error('--certificate and --certificate-key go together');
  process.exit(2);
}
process.stdout.write(
  nginxSite({
    dist: values.dist,
    root: values.root,
    serverName: values['server-name'],
    tls: values.certificate
      ? { certificate: values.certificate, certificateKey: values['certificate-key'] }
      : undefined,
  }),
);
