// The pages' it-IT formatting is the domain's, shared with the server's e-mails.
export { formatDate, formatEuro, formatWhole } from '#domain/format.ts';
