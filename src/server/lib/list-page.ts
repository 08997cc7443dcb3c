import type { FastifyReply } from 'fastify';

/** One page of a list and the number of rows in the whole list (before limit and offset). */
export interface ListPage<T> {
  items: T[];
  total: number;
}

/** A list route's answer: the page's rows as the body, the whole list's count in `x-total-count`. */
export function replyWithPage<T>(reply: FastifyReply, { items, total }: ListPage<T>): T[] {
  reply.header('x-total-count', String(total));
  return items;
}
