/** The catalogue's shapes live in the domain, shared with the API and the pages. */
export type {
  Activity,
  ActivityTime,
  ActivityType,
  Category,
  CategoryId,
  Destination,
  Experience,
  Hotel,
  ItineraryDay,
  Review,
} from '#domain/catalogue.ts';
