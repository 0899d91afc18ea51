/**
 * A response body that is JSON already: a list route that gets one sends its text as it is
 * (collection-routes.ts), without parsing it into objects to serialise them again.
 */
export class JsonText {
  constructor(readonly text: string) {}
}
