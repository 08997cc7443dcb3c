// The veteran's own page (/my): how other modules put a one-time link to it in a message to a veteran.
export { createVeteranLink, mintVeteranLinkToken } from './access-repo';
export { myRoutes } from './routes';
