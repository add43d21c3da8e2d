import type { Hono } from 'hono';
import type { DemoDataset } from '../dataset/dataset';
import type { PhotoRenderer } from '../images/photo-renderer';
import type { Bookings } from '../state/bookings';

/** What every route module needs: the data set and the writes made so far. */
export interface DemoContext {
  dataset: DemoDataset;
  bookings: Bookings;
  /** Renders the drawings as photos, shared by both sites (the same photos under the same URLs). */
  photos: PhotoRenderer;
}

export type RouteModule = (app: Hono, context: DemoContext) => void;
