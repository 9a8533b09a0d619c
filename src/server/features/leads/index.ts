// What other features may use of lead scoring: re-scoring one lead after something happened
// (a quote made by the owner, paid, or moved in the pipeline), and scoring on read the leads
// whose score is missing or older than their last message.

export {
  rescoreLead,
  rescoreLeadOfQuote,
  scoreUnscoredLeads,
} from './lead-score.service';
