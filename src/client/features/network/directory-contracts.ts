/**
 * The contracts /directory reads its answers with, loaded with its first request, not with the page (issue 38):
 * only these two, so the shared network chunk keeps no schema the site does not use.
 */
export { ZVsoCard, ZVsoSummary } from '@shared/contracts/network';
