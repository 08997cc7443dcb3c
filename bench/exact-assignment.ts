import type { LevelSolver } from '@shared/domain/match-engine';

/**
 * The exact solver the benchmark compares the engine against: min-cost flow by successive shortest paths
 * (Dijkstra with Johnson potentials) on source -> veteran (1) -> home (cost -(score + bonus)) -> sink
 * (units). It stops at the first augmenting path that no longer gains, which gives the maximum-value
 * assignment (not the maximum flow). Written here rather than taken from npm: the packages on offer
 * (munkres, hungarian) need the dense N x M matrix this issue forbids, and LP solvers are far too slow at
 * this size; a sparse flow over the full candidate lists (every home within the radius) is exact and small.
 */
export const exactSolver: LevelSolver = (lists, remaining, serveBonus) => {
  // one node per veteran with a list, in their order
  const bidders = Array.from({ length: lists.count }, (_, person) => person).filter(
    (person) => (lists.size[person] as number) > 0,
  );
  const people = bidders.length;
  const homeNode = new Map<number, number>();
  const homes: number[] = [];
  const listOf = (bidder: number) => {
    const start = lists.first[bidders[bidder] as number] as number;
    return Array.from(
      lists.properties.subarray(start, start + (lists.size[bidders[bidder] as number] as number)),
    );
  };
  for (let person = 0; person < people; person++) {
    for (const property of listOf(person)) {
      if (!homeNode.has(property)) {
        homeNode.set(property, 1 + people + homes.length);
        homes.push(property);
      }
    }
  }
  const source = 0;
  const sink = 1 + people + homes.length;
  const nodes = sink + 1;
  const edgeCount = 2 * (people + homes.length + lists.size.reduce((sum, size) => sum + size, 0));
  const to = new Int32Array(edgeCount);
  const cap = new Int32Array(edgeCount);
  const cost = new Float64Array(edgeCount);
  const next = new Int32Array(edgeCount);
  const first = new Int32Array(nodes).fill(-1);
  let edges = 0;
  const addEdge = (from: number, target: number, capacity: number, edgeCost: number) => {
    for (const [a, b, c, w] of [
      [from, target, capacity, edgeCost],
      [target, from, 0, -edgeCost],
    ] as const) {
      to[edges] = b;
      cap[edges] = c;
      cost[edges] = w;
      next[edges] = first[a] as number;
      first[a] = edges++;
    }
  };
  // potentials of the initial DAG: 0 at the source and veterans, the cheapest way in for homes and sink
  const potential = new Float64Array(nodes);
  for (let person = 0; person < people; person++) {
    addEdge(source, 1 + person, 1, 0);
    listOf(person).forEach((property, c) => {
      const node = homeNode.get(property) as number;
      const start = lists.first[bidders[person] as number] as number;
      const edgeCost = -((lists.scores[start + c] as number) + serveBonus);
      addEdge(1 + person, node, 1, edgeCost);
      potential[node] = Math.min(potential[node] as number, edgeCost);
    });
  }
  homes.forEach((property, h) => {
    addEdge(1 + people + h, sink, remaining[property] as number, 0);
    potential[sink] = Math.min(potential[sink] as number, potential[1 + people + h] as number);
  });

  const dist = new Float64Array(nodes);
  const viaEdge = new Int32Array(nodes);
  const heap = new MinHeap();
  for (;;) {
    dist.fill(Number.POSITIVE_INFINITY);
    dist[source] = 0;
    heap.push(0, source);
    while (heap.size > 0) {
      const [d, node] = heap.pop();
      if (d > (dist[node] as number)) continue;
      if (node === sink) break;
      for (let e = first[node] as number; e >= 0; e = next[e] as number) {
        if ((cap[e] as number) <= 0) continue;
        const target = to[e] as number;
        const reduced = (cost[e] as number) + (potential[node] as number) - (potential[target] as number);
        const candidate = d + reduced;
        if (candidate < (dist[target] as number) - 1e-9) {
          dist[target] = candidate;
          viaEdge[target] = e;
          heap.push(candidate, target);
        }
      }
    }
    heap.clear();
    const reach = dist[sink] as number;
    if (!Number.isFinite(reach) || reach + (potential[sink] as number) >= -1e-9) break; // no gain left
    for (let node = 0; node < nodes; node++) {
      potential[node] = (potential[node] as number) + Math.min(dist[node] as number, reach);
    }
    for (let node = sink; node !== source; ) {
      const e = viaEdge[node] as number;
      cap[e] = (cap[e] as number) - 1;
      cap[e ^ 1] = (cap[e ^ 1] as number) + 1;
      node = to[e ^ 1] as number;
    }
  }

  const won = new Int32Array(lists.count).fill(-1);
  for (let person = 0; person < people; person++) {
    for (let e = first[1 + person] as number; e >= 0; e = next[e] as number) {
      const target = to[e] as number;
      if (target > people && target < sink && (e & 1) === 0 && cap[e] === 0) {
        won[bidders[person] as number] = homes[target - 1 - people] as number;
      }
    }
  }
  return won;
};

/** Binary min-heap of (key, node). */
class MinHeap {
  private keys: number[] = [];
  private values: number[] = [];
  get size() {
    return this.keys.length;
  }
  clear() {
    this.keys.length = 0;
    this.values.length = 0;
  }
  push(key: number, value: number) {
    const { keys, values } = this;
    let i = keys.length;
    keys.push(key);
    values.push(value);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if ((keys[parent] as number) <= key) break;
      keys[i] = keys[parent] as number;
      values[i] = values[parent] as number;
      i = parent;
    }
    keys[i] = key;
    values[i] = value;
  }
  pop(): [number, number] {
    const { keys, values } = this;
    const top: [number, number] = [keys[0] as number, values[0] as number];
    const lastKey = keys.pop() as number;
    const lastValue = values.pop() as number;
    if (keys.length > 0) {
      let i = 0;
      for (;;) {
        let child = 2 * i + 1;
        if (child >= keys.length) break;
        if (child + 1 < keys.length && (keys[child + 1] as number) < (keys[child] as number)) child++;
        if ((keys[child] as number) >= lastKey) break;
        keys[i] = keys[child] as number;
        values[i] = values[child] as number;
        i = child;
      }
      keys[i] = lastKey;
      values[i] = lastValue;
    }
    return top;
  }
}
