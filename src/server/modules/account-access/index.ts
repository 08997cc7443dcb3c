export { type AccessActor, findAccountsBySignIn, unlockAccount } from './service';
