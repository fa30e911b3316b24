// Where the media's files are kept: a small interface, so the place is the installation's choice
// (docs/media.md). The default keeps them on disk under the data directory; an S3-compatible
// object store is the production choice for several machines and would implement the same four
// calls (not built here: decision 220).
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";

export interface MediaStore {
  /** Keeps `data` under `key` ('12/ab12…-480.webp'), replacing nothing else. */
  put(key: string, data: Uint8Array): Promise<void>;
  /** The bytes under `key`, or null. */
  get(key: string): Promise<Uint8Array | null>;
  /** Forgets these keys; a key already gone is no error. */
  delete(keys: readonly string[]): Promise<void>;
}

/** The files under one directory, one sub-directory per company. */
export class DiskMediaStore implements MediaStore {
  private root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** A key is ours alone: no '..', no absolute path, always under the root. */
  private path(key: string): string {
    if (!/^\d+\/[a-z0-9]+-\d+\.webp$/.test(key)) throw new Error(`not a media key: ${key}`);
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new Error(`not a media key: ${key}`);
    return path;
  }

  async put(key: string, data: Uint8Array) {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    // written aside, then moved: a reader never sees half a file
    const aside = `${path}.${randomBytes(4).toString("hex")}.part`;
    await writeFile(aside, data);
    await rename(aside, path);
  }

  async get(key: string) {
    try {
      return new Uint8Array(await readFile(this.path(key)));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT" || (err as Error).message.startsWith("not a media key")) return null;
      throw err;
    }
  }

  async delete(keys: readonly string[]) {
    await Promise.all(keys.map((k) => rm(this.path(k), { force: true })));
  }
}

/**
 * The configured directory of the files: MEDIA_DIR, or DATA_DIR/media (what a backup copies too).
 * A throw-away in-memory database keeps its files in a throw-away folder of this process.
 */
export const mediaDirOf = (config: { MEDIA_DIR: string; DATA_DIR: string }) =>
  config.MEDIA_DIR || (config.DATA_DIR === "memory://" ? join(tmpdir(), `vitrine-media-${process.pid}`) : join(config.DATA_DIR, "media"));

/** The configured store: MEDIA_DIR, or DATA_DIR/media. */
export function mediaStoreFrom(config: { MEDIA_DIR: string; DATA_DIR: string }): MediaStore {
  return new DiskMediaStore(mediaDirOf(config));
}
