/** A refusal the provider will give again however often asked (an address it rejects): not retried. */
export class PermanentFailure extends Error {}
