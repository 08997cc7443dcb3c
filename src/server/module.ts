import type { MessageKind } from '@shared/domain/message-delivery';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import type { InboxKinds, InboxRegistry } from './manifest/inbox-kind';
import type { MessageKinds, Notice } from './manifest/message-kind';
import type { Auth } from './plugins/auth';

export type AppInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What messages need to know about this deployment: PUBLIC_URL and the housing team's address. */
export interface MailSettings {
  publicUrl: string;
  adminAddress: string;
}

/** The job runner as readiness sees it; absent when the app runs without one (the API tests). */
export interface JobRunnerState {
  isStarted(): boolean;
}

/**
 * A home leaves matching (a listing edit sends it back to review): what a module closes on it (housing-matches:
 * the open matches, each veteran told). Declared in the manifest, so the module that owns homes (properties) calls
 * it without importing the modules that hang records on a home. Answers how many records it closed.
 */
export type HomeLeavesMatching = (
  tx: Database,
  home: { propertyId: string; reason: string; now: Date; actorId?: string | null },
) => Promise<number>;

/** Every module's reaction to a home leaving matching, run in turn in the caller's transaction. */
export function composeHomeLeavesMatching(
  reactions: readonly (HomeLeavesMatching | undefined)[],
): HomeLeavesMatching {
  const declared = reactions.filter((reaction) => reaction !== undefined);
  return async (tx, home) => {
    let closed = 0;
    for (const reaction of declared) closed += await reaction(tx, home);
    return closed;
  };
}

/**
 * A landlord record is merged into another (an account adopting the leads listed under its email): what a module
 * moves from the merged record to the kept one (partner-applications: its applications). Declared in the manifest,
 * so the module that merges the records (accounts) calls it without importing the modules that own those records.
 */
export type LandlordRecordMerged = (
  tx: Database,
  merge: { mergedLandlordId: string; keptLandlordId: string },
) => Promise<void>;

/** Every module's move when a landlord record is merged, run in turn in the caller's transaction. */
export function composeLandlordRecordMerged(
  moves: readonly (LandlordRecordMerged | undefined)[],
): LandlordRecordMerged {
  const declared = moves.filter((move) => move !== undefined);
  return async (tx, merge) => {
    for (const move of declared) await move(tx, merge);
  };
}

export interface ModuleDeps {
  db: Database;
  auth: Auth;
  mail: MailSettings;
  jobs?: JobRunnerState;
  /** Every module's notices, by kind of message (composed from the manifests): the messages registry reads them. */
  notices: ReadonlyMap<MessageKind, Notice>;
  /** Every module's types of inbox item and decisions (composed from the manifests): the inbox registry reads them. */
  inbox: InboxRegistry;
  /** Every module's reaction to a home leaving matching (composed from the manifests). */
  homeLeavesMatching: HomeLeavesMatching;
  /** Every module's move when a landlord record is merged into another (composed from the manifests). */
  landlordRecordMerged: LandlordRecordMerged;
}

/** A feature module: registers its routes on a scoped, zod-typed instance. */
export type ModuleRoutes = (app: AppInstance, deps: ModuleDeps) => Promise<void> | void;

/**
 * Work a module runs on a schedule: the job runner (pg-boss) creates the queue with one run queued or active
 * at a time across every server, and fires it on `cron` (UTC).
 */
export interface ScheduledJob {
  /** The queue's name, also the schedule's. */
  queue: string;
  /** A cron expression, evaluated in UTC. */
  cron: string;
  /** One run; may queue messages (the runner hands them to delivery when it returns). */
  run: () => Promise<unknown>;
}

/** What a module's schedules are given: the database, and a line for the logs about what a run did. */
export interface ScheduleDeps {
  db: Database;
  report: (event: string, fields: Record<string, unknown>) => void;
}

/**
 * What a module declares about itself (its index.ts exports one): the app composes every module's manifest,
 * and the registries (messages, the job runner) take what each declares. A module adds a kind of message by
 * declaring its notice here, beside the code that queues it.
 */
export interface ModuleManifest {
  /** The module's folder under src/server/modules. */
  name: string;
  routes?: readonly ModuleRoutes[];
  schedules?: (deps: ScheduleDeps) => ScheduledJob[];
  /** The kinds of message the module queues, each with the notice that addresses and words it. */
  messages?: MessageKinds;
  /** The types of inbox item the module opens (their record, reading and actions) and its decisions on them. */
  inbox?: InboxKinds;
  /** What the module closes when a home leaves matching (its records that hang on a home). */
  homeLeavesMatching?: HomeLeavesMatching;
  /** What the module moves when a landlord record is merged into another (its records that hang on a landlord). */
  landlordRecordMerged?: LandlordRecordMerged;
}
