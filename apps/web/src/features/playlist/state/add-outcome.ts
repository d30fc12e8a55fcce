// What became of Extend Playlist or Request Specific Song. `message` is what the messages area
// says about a failure, for the control that asked to say it as well (null when the request
// was superseded and nothing was said).
export type AddOutcome = { added: true } | { added: false; message: string | null };
