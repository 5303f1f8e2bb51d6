/**
 * The letter in the signed-in user's avatar circle: the first character of the e-mail,
 * upper-cased (SPEC §2). Works on whole characters, so an address starting with a letter
 * outside the Basic Multilingual Plane is not cut in half.
 */
export function avatarLetter(email: string): string {
  const [first] = Array.from(email.trim());
  return first ? first.toLocaleUpperCase('en') : '?';
}
