/**
 * Where the server's refusal of an initiative shows: a message about removing the photo at the
 * photo, and a refused upload that names no field (413, 415) there too.
 */
export const initiativeRefusal = {
  fieldOf: (name: string) => (name === 'remove_photo' ? 'photo' : name),
  uploadField: 'photo',
};
