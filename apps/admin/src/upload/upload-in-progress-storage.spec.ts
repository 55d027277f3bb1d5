import {
  clearUploadInProgress,
  readUploadInProgress,
  saveUploadInProgress,
  UPLOAD_IN_PROGRESS_STORAGE_KEY,
} from './upload-in-progress-storage';

class MemoryStorage implements Storage {
  private values = new Map<string, string>();
  get length() {
    return this.values.size;
  }
  clear() {
    this.values.clear();
  }
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  key(index: number) {
    return [...this.values.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

const upload = {
  videoId: 'v1',
  key: 'media/o1/v1/source.mp4',
  filename: 'clip.mp4',
  size: 10,
  lastModified: 1_700_000_000_000,
  partSize: 8 * 1024 * 1024,
};

describe('the upload in progress kept for a reload', () => {
  it('is read back as it was saved, and gone once cleared', () => {
    const storage = new MemoryStorage();
    saveUploadInProgress(upload, storage);
    expect(readUploadInProgress(storage)).toEqual(upload);
    clearUploadInProgress(storage);
    expect(readUploadInProgress(storage)).toBeUndefined();
  });

  it.each([
    ['not JSON', '{'],
    ['a part missing', JSON.stringify({ ...upload, key: undefined })],
    ['a negative size', JSON.stringify({ ...upload, size: -1 })],
    ['no part size', JSON.stringify({ ...upload, partSize: 0 })],
  ])('is dropped when it is %s', (_, saved) => {
    const storage = new MemoryStorage();
    storage.setItem(UPLOAD_IN_PROGRESS_STORAGE_KEY, saved);
    expect(readUploadInProgress(storage)).toBeUndefined();
    expect(storage.getItem(UPLOAD_IN_PROGRESS_STORAGE_KEY)).toBeNull();
  });
});
