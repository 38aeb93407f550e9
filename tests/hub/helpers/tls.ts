import { generate } from 'selfsigned';

export type TestCertificate = { key: string; cert: string };

let cached: Promise<TestCertificate> | undefined;

/**
 * A self-signed certificate for localhost, 127.0.0.1 and ::1, made by the test run itself.
 * The hub trusts it as its only CA (createHub's `caCertificates`) or, in a child process,
 * through NODE_EXTRA_CA_CERTS. EC keys: generating one takes milliseconds.
 */
export function testCertificate(): Promise<TestCertificate> {
  cached ??= generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: true },
      { name: 'keyUsage', digitalSignature: true, keyCertSign: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
          { type: 7, ip: '::1' },
        ],
      },
    ],
  }).then((pems) => ({ key: pems.private, cert: pems.cert }));
  return cached;
}
