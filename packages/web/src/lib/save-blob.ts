/** Saves a Blob under a file name, as a link with `download` would. */
export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download when click() returns; the URL may go a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
