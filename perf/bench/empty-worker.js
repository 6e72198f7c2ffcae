// Upper-limit baseline for `npm run bench`: the cheapest possible module worker.
// Whatever workerd + wrk can push through this is the ceiling for the real worker.
export default {
  fetch() {
    return new Response('ok');
  },
};
