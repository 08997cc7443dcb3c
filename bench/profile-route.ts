// A CPU profile of one route's load at 4x CPU slowdown, to see what runs in the long tasks (issue 38; decisions
// 0035 and 0047 did this by hand). Needs a built app served by the production server, e.g.
//   PORT=5077 DATA_DIR=$(mktemp -d) node dist/server/server.js
//   npx tsx bench/profile-route.ts http://127.0.0.1:5077/veterans [runs]
// Prints the main thread's tasks over 50 ms (after 4x) and, inside them, where the sampled time went: by the
// function that was running (self time) and by the source module of each function on the stack (inclusive). The
// module names come from the `// path` comments an unminified build keeps at each module's start (`npx vite build --minify false`);
// a minified build gives chunk file names only.
import { chromium } from 'playwright-core';

const url = process.argv[2] ?? 'http://127.0.0.1:5077/veterans';
const RUNS = Number(process.argv[3] ?? 1);
const LONG_TASK_MS = 50;

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  parent?: number;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}
interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown>;
}

/** The `// path` comments of an unminified chunk: the line each module starts at. */
const regionsByUrl = new Map<string, { line: number; name: string }[]>();
async function regionsOf(scriptUrl: string) {
  const known = regionsByUrl.get(scriptUrl);
  if (known) return known;
  const regions: { line: number; name: string }[] = [];
  regionsByUrl.set(scriptUrl, regions);
  if (!scriptUrl.startsWith('http')) return regions;
  const text = await (await fetch(scriptUrl)).text();
  text.split('\n').forEach((line, index) => {
    const match = /^\/\/ (\S+\.(?:m?[jt]sx?|cjs|json))$/.exec(line);
    if (match?.[1]) regions.push({ line: index, name: match[1] });
  });
  return regions;
}

function moduleOf(frame: CallFrame): string {
  if (!frame.url) return frame.functionName ? `(native ${frame.functionName})` : '(program/idle/gc)';
  const regions = regionsByUrl.get(frame.url) ?? [];
  let name = frame.url.replace(/^https?:\/\/[^/]+/, '');
  for (const region of regions) if (region.line <= frame.lineNumber) name = region.name;
  return name.replace(/^.*node_modules\//, 'npm:').replace(/^src\//, '');
}

async function profileOnce(run: number) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const tracingDone = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    categories:
      'devtools.timeline,disabled-by-default-devtools.timeline,toplevel,v8,blink.user_timing,loading',
    transferMode: 'ReportEvents',
  });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(6000);
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  await cdp.send('Tracing.end');
  await tracingDone;
  await browser.close();

  // the page's renderer main thread (the one that painted it: the navigation may swap the renderer process)
  const mainThread = events.find((event) => event.name === 'firstContentfulPaint');
  const onMain = events.filter(
    (event) => mainThread && event.pid === mainThread.pid && event.tid === mainThread.tid,
  );
  const fcp = onMain.find((event) => event.name === 'firstContentfulPaint')?.ts;
  const navStart = onMain.find((event) => event.name === 'navigationStart')?.ts ?? onMain[0]?.ts ?? 0;
  const tasks = onMain
    .filter((event) => event.ph === 'X' && event.name === 'RunTask' && (event.dur ?? 0) / 1000 > LONG_TASK_MS)
    .sort((a, b) => a.ts - b.ts);

  // samples with their times
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  for (const node of profile.nodes)
    for (const child of node.children ?? []) {
      const found = nodes.get(child);
      if (found) found.parent = node.id;
    }
  for (const node of profile.nodes) if (node.callFrame.url) await regionsOf(node.callFrame.url);
  const times: number[] = [];
  let clock = profile.startTime;
  for (const delta of profile.timeDeltas) {
    clock += delta;
    times.push(clock);
  }

  console.log(
    `\n=== run ${run + 1}: ${url}  (FCP at ${fcp ? ((fcp - navStart) / 1000).toFixed(0) : '?'} ms)`,
  );
  let tbt = 0;
  const selfAll = new Map<string, number>();
  const moduleAll = new Map<string, number>();
  for (const task of tasks) {
    const start = task.ts;
    const end = task.ts + (task.dur ?? 0);
    const ms = (task.dur ?? 0) / 1000;
    if (fcp && start >= fcp) tbt += ms - LONG_TASK_MS;
    const kinds = new Map<string, number>();
    for (const event of onMain)
      if (
        event.ph === 'X' &&
        event.ts >= start &&
        event.ts < end &&
        event !== task &&
        (event.dur ?? 0) > 2000
      ) {
        const name =
          event.name === 'EvaluateScript' || event.name === 'v8.evaluateModule'
            ? `${event.name} ${String((event.args?.data as { url?: string } | undefined)?.url ?? '').replace(/^.*\//, '')}`
            : event.name;
        if (
          [
            'FunctionCall',
            'EvaluateScript',
            'v8.evaluateModule',
            'Layout',
            'UpdateLayoutTree',
            'ParseHTML',
            'TimerFire',
            'EventDispatch',
            'v8.compile',
            'v8.compileModule',
            'Paint',
            'RunMicrotasks',
            'FireAnimationFrame',
          ].some((kind) => event.name === kind)
        )
          kinds.set(name, (kinds.get(name) ?? 0) + (event.dur ?? 0) / 1000);
      }
    const self = new Map<string, number>();
    const inclusive = new Map<string, number>();
    let sampled = 0;
    for (let index = 0; index < profile.samples.length; index += 1) {
      const time = times[index] ?? 0;
      if (time < start || time >= end) continue;
      const next = times[index + 1] ?? time;
      const weight = (next - time) / 1000;
      sampled += weight;
      let node = nodes.get(profile.samples[index] ?? -1);
      if (!node) continue;
      const frame = node.callFrame;
      const selfKey = `${frame.functionName || '(anonymous)'} @ ${moduleOf(frame)}`;
      self.set(selfKey, (self.get(selfKey) ?? 0) + weight);
      selfAll.set(moduleOf(frame), (selfAll.get(moduleOf(frame)) ?? 0) + weight);
      const seen = new Set<string>();
      while (node) {
        const name = moduleOf(node.callFrame);
        if (!seen.has(name)) {
          seen.add(name);
          inclusive.set(name, (inclusive.get(name) ?? 0) + weight);
        }
        node = node.parent === undefined ? undefined : nodes.get(node.parent);
      }
    }
    for (const [name, value] of inclusive) moduleAll.set(name, (moduleAll.get(name) ?? 0) + value);
    const top = (map: Map<string, number>, n: number) =>
      [...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([name, value]) => `      ${value.toFixed(1).padStart(7)} ms  ${name}`)
        .join('\n');
    console.log(
      `\n  task at ${((start - navStart) / 1000).toFixed(0)} ms: ${ms.toFixed(1)} ms${fcp && start < fcp ? ' (before FCP)' : ''} (sampled ${sampled.toFixed(1)} ms)`,
    );
    console.log(`    trace events inside:\n${top(kinds, 8)}`);
    console.log(`    self time by function:\n${top(self, 14)}`);
    console.log(`    inclusive by module:\n${top(inclusive, 22)}`);
  }
  console.log(`\n  TBT (after FCP, real 4x): ${tbt.toFixed(0)} ms over ${tasks.length} long tasks`);
  return { tbt, selfAll, moduleAll };
}

for (let run = 0; run < RUNS; run += 1) await profileOnce(run);
