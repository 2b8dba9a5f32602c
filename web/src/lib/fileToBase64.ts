const UNREADABLE = 'The file could not be read.';

/** A file's content as base64, without the data-URL prefix (attachments of the contact form and Get it for Me). */
export const fileToBase64 = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') resolve(reader.result.replace(/^data:[^,]*,/, ''));
      else reject(new Error(UNREADABLE));
    };
    reader.onerror = () => reject(reader.error ?? new Error(UNREADABLE));
    reader.readAsDataURL(file);
  });
