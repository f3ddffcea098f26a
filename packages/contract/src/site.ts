/** The product's name, used by the web app's site config and by the server's e-mails. */
export const siteName = 'Kabadi Techno';
