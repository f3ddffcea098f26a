/** File types recognised by their first bytes (magic numbers), never by name or declared type. */
export type DetectedType = { mime: 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf'; extension: string };

export function detectFileType(data: Buffer): DetectedType | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return { mime: 'image/jpeg', extension: 'jpg' };
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { mime: 'image/png', extension: 'png' };
  }
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') {
    return { mime: 'image/webp', extension: 'webp' };
  }
  if (data.length >= 5 && data.toString('latin1', 0, 5) === '%PDF-') return { mime: 'application/pdf', extension: 'pdf' };
  return null;
}

export function isImage(type: DetectedType | null): type is DetectedType {
  return type !== null && type.mime.startsWith('image/');
}
