import type { CandidateLists } from './candidate-lists';

/**
 * Solves one urgency level: which veteran gets which home, at most one home per veteran and at most
 * `remaining[property]` veterans per home, maximising the sum of the values (score + SERVE_BONUS).
 * Answers, per veteran, the property index won or -1.
 */
export type LevelSolver = (lists: CandidateLists, remaining: Int32Array, serveBonus: number) => Int32Array;

/** Bid increment: the auction's total is within (veterans served) x AUCTION_EPSILON of the optimum. */
export const AUCTION_EPSILON = 0.2;

/**
 * Bertsekas' forward auction for the asymmetric assignment problem with similar objects (a home with n
 * units is n slots). Each unplaced veteran bids for the slot of best net value (value - price), raising
 * its price by the gap to the second best plus epsilon; the previous holder is pushed out and bids again.
 * Staying unplaced is a private option worth 0, so a veteran drops out once every home costs more than it
 * is worth to them. All prices start at 0 and a slot that received a bid stays taken, so the result is
 * epsilon-optimal (within served x epsilon of the best total). Sparse: only the short candidate lists.
 */
export const auctionSolver: LevelSolver = (lists, remaining, serveBonus) => {
  // first slot of each home on some list (-1: on none)
  const slotBase = new Int32Array(remaining.length).fill(-1);
  let slots = 0;
  const { first, size, properties, scores } = lists;
  for (let person = 0; person < lists.count; person++) {
    const end = (first[person] as number) + (size[person] as number);
    for (let c = first[person] as number; c < end; c++) {
      const property = properties[c] as number;
      if ((slotBase[property] as number) < 0) {
        slotBase[property] = slots;
        slots += remaining[property] ?? 0;
      }
    }
  }
  const price = new Float64Array(slots);
  const owner = new Int32Array(slots).fill(-1);
  const won = new Int32Array(lists.count).fill(-1);
  const wonSlot = new Int32Array(lists.count).fill(-1);

  // ring buffer of veterans still bidding: each is in it at most once
  const queue = new Int32Array(lists.count + 1);
  let head = 0;
  let tail = 0;
  const enqueue = (person: number) => {
    queue[tail] = person;
    tail = (tail + 1) % queue.length;
  };
  for (let person = 0; person < lists.count; person++) enqueue(person);

  while (head !== tail) {
    const person = queue[head] as number;
    head = (head + 1) % queue.length;
    const end = (first[person] as number) + (size[person] as number);
    let best = Number.NEGATIVE_INFINITY;
    let bestSlot = -1;
    let bestProperty = -1;
    let second = 0; // the private "stay unplaced" option
    for (let c = first[person] as number; c < end; c++) {
      const property = properties[c] as number;
      const base = slotBase[property] as number;
      const units = remaining[property] as number;
      // cheapest and second cheapest slot of this home
      let low = base;
      let nextPrice = Number.POSITIVE_INFINITY;
      for (let s = base + 1; s < base + units; s++) {
        if ((price[s] as number) < (price[low] as number)) {
          nextPrice = price[low] as number;
          low = s;
        } else if ((price[s] as number) < nextPrice) {
          nextPrice = price[s] as number;
        }
      }
      const value = (scores[c] as number) + serveBonus;
      const net = value - (price[low] as number);
      if (net > best) {
        if (best > second) second = best;
        best = net;
        bestSlot = low;
        bestProperty = property;
        if (value - nextPrice > second) second = value - nextPrice;
      } else if (net > second) {
        second = net;
      }
    }
    if (bestSlot < 0 || best <= 0) continue; // stays unplaced for good: prices only rise
    price[bestSlot] = (price[bestSlot] as number) + best - second + AUCTION_EPSILON;
    const previous = owner[bestSlot] as number;
    if (previous >= 0) {
      won[previous] = -1;
      wonSlot[previous] = -1;
      enqueue(previous);
    }
    owner[bestSlot] = person;
    won[person] = bestProperty;
    wonSlot[person] = bestSlot;
  }
  return won;
};
