import { hash } from '@node-rs/argon2';

// @node-rs/argon2 hashes with argon2id by default (docs/product.md#security).
/** The admin accounts' password hash (argon2id), for the owner's sign-in and the staff's set-password link. */
export const hashPassword = (password: string) => hash(password);
