// Public surface of the partner-applications module: the inbox decides applications through it.

export {
  decidePartnerApplication,
  PARTNER_APPLICATION_NOT_FOUND,
  type PartnerApplicationDecider,
} from './service';
