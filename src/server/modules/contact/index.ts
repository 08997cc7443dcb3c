// Public surface of the contact module for other modules (the demo seed).

export { receiveContactMessage } from './service';
