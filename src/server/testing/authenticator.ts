import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/** What the site hands the browser for a ceremony, as far as a device reads it. */
type Options = { challenge: string; rp?: { id?: string }; rpId?: string };

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64 = (data: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(data));
const uint32 = (n: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(n);
  return bytes;
};

/** Flags of the authenticator data: the user was present (UP) and verified (UV). */
const PRESENT_AND_VERIFIED = 0x01 | 0x04;
const WITH_CREDENTIAL = 0x40;

/**
 * A passkey in software for the API tests: an ES256 key pair that answers the site's ceremonies
 * as a phone or a laptop would (attestation "none"), byte for byte as WebAuthn lays them out.
 * The browser journeys use Chromium's own virtual authenticator instead.
 */
export class TestAuthenticator {
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private readonly credentialId = randomBytes(16);
  private counter = 0;

  constructor(
    private readonly origin: string,
    private readonly userHandle: string,
  ) {}

  get id(): string {
    return b64(this.credentialId);
  }

  private cosePublicKey(): Uint8Array {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, isoBase64URL.toBuffer(jwk.x!)],
        [-3, isoBase64URL.toBuffer(jwk.y!)],
      ]),
    );
  }

  private clientData(type: string, challenge: string) {
    return Buffer.from(
      JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }),
    );
  }

  /** The answer to "Aggiungi una passkey". */
  register(options: Options) {
    const rpId = options.rp?.id ?? '';
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([PRESENT_AND_VERIFIED | WITH_CREDENTIAL]),
      uint32(this.counter),
      Buffer.alloc(16), // AAGUID: none
      idLength,
      this.credentialId,
      this.cosePublicKey(),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData)],
      ]) as never,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64(this.clientData('webauthn.create', options.challenge)),
        attestationObject: b64(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** The answer to a sign-in; `signer` another key to forge it with. */
  authenticate(options: Options, signer: KeyObject = this.keys.privateKey) {
    this.counter += 1;
    const authData = Buffer.concat([
      sha256(options.rpId ?? ''),
      Buffer.from([PRESENT_AND_VERIFIED]),
      uint32(this.counter),
    ]);
    const clientData = this.clientData('webauthn.get', options.challenge);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), signer);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64(clientData),
        authenticatorData: b64(authData),
        signature: b64(signature),
        userHandle: b64(Buffer.from(this.userHandle)),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}

/** A key that is not the passkey's: what a forger signs with. */
export const forgersKey = () => generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
