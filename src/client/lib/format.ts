// The pages' it-IT formatting is the domain's, shared with the server's e-mails.
export { formatDate, formatEuro } from '#domain/format.ts';
