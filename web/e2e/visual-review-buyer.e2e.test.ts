// The visual review (visual-review.ts) of the route table as the 'buyer' part's personas.
import { reviewPart } from './visual-review.ts';

reviewPart('buyer');
