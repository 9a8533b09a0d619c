// What other features may use of lead scoring: re-scoring one lead after something happened
// (a chat turn, a quote made or paid), and scoring the leads from before on read.

export {
  rescoreLead,
  rescoreLeadOfQuote,
  rescoreLeadQuietly,
  scoreUnscoredLeads,
} from './lead-score.service';
