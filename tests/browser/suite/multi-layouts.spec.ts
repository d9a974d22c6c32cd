import { describeTask } from './harness.js';
import { fillMovieSearch } from './movie-search.js';

describeTask('multi-layouts', {
  solve: (ep) => fillMovieSearch(ep),
  wrong: (ep) => fillMovieSearch(ep, 1),
});
