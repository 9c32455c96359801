import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';

// argon2id at OWASP's recommended minimum (19 MiB, 2 passes, 1 lane).
const OPTIONS = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class PasswordService {
  // Verified against when the email is unknown, so timing does not tell which emails exist.
  private readonly dummy = argon2.hash('not-a-real-password', OPTIONS);

  hash(password: string): Promise<string> {
    return argon2.hash(password, OPTIONS);
  }

  async verify(hash: string | null, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash ?? (await this.dummy), password);
    } catch {
      return false;
    }
  }
}
