/** Environment-neutral helpers of the clients (polling). @see DESIGN §2 */
export * from './poll.js';
