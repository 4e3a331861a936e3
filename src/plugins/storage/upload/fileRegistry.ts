/**
 * The files of the upload queue, by item id. The queue machine holds ids, names and sizes only (it
 * stays serialisable for traces); the effects find the File here and read it slice by slice.
 */
export class UploadFiles {
  private readonly files = new Map<string, Blob>();

  add(id: string, file: Blob): void {
    this.files.set(id, file);
  }

  get(id: string): Blob {
    const file = this.files.get(id);
    if (!file) throw new Error(`no file for upload ${id}`);
    return file;
  }

  has(id: string): boolean {
    return this.files.has(id);
  }

  delete(id: string): void {
    this.files.delete(id);
  }
}
