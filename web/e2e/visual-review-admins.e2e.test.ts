// The visual review (visual-review.ts) of the route table as the 'admins' part's personas.
import { reviewPart } from './visual-review.ts';

reviewPart('admins');
