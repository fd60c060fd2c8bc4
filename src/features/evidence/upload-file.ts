import type { TEvidenceFile } from '@common/schemas/evidence';

export const UPLOAD_URL = '/api/evidence/files';
export const ACCEPTED_TYPES = 'image/png,image/jpeg,application/pdf,.png,.jpg,.jpeg,.pdf';
export const MAX_BYTES = 10 * 1024 * 1024;

/**
 * POST a file as multipart with XMLHttpRequest, which (unlike fetch) reports upload progress.
 * Resolves with the stored file; rejects with the server's sentence.
 */
export function uploadFile(file: File, onProgress: (percent: number) => void): Promise<TEvidenceFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', UPLOAD_URL);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((100 * e.loaded) / e.total));
    };
    xhr.onload = () => {
      const body = xhr.response as (TEvidenceFile & { error?: string }) | null;
      if (xhr.status === 201 && body) return resolve({ ...body, createdAt: new Date(body.createdAt) });
      reject(new Error(body?.error ?? 'The upload failed. Please try again.'));
    };
    xhr.onerror = () => reject(new Error('Network error. Check your connection and try again.'));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
