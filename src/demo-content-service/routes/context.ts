import type { Hono } from 'hono';
import type { DemoDataset } from '../dataset/dataset';
import type { Bookings } from '../state/bookings';

/** What every route module needs: the data set and the writes made so far. */
export interface DemoContext {
  dataset: DemoDataset;
  bookings: Bookings;
}

export type RouteModule = (app: Hono, context: DemoContext) => void;
