// libdispatch's queue labels, by address: the label of the current queue is the main queue's
// own label pointer exactly when the caller runs a block or job of the main queue itself
// (libdispatch keeps the label pointer a queue was given, and only the main queue was given
// this one). A store compares the two on every send; what runs on a queue that merely targets
// the main queue, or on the main thread outside any queue, differs here and is asked again,
// the slow way.
#include <dispatch/dispatch.h>

static inline const char *arbor_current_queue_label(void) {
  return dispatch_queue_get_label(DISPATCH_CURRENT_QUEUE_LABEL);
}

static inline const char *arbor_main_queue_label(void) {
  return dispatch_queue_get_label(dispatch_get_main_queue());
}
