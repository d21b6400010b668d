// glibc's allocator statistics (`mallinfo2`) and `malloc_trim`, which the Glibc module does not
// export: the memory workloads of `arbor-benchmarks` read them to tell memory a program holds
// from memory `malloc` keeps free. Nothing elsewhere has them, so nothing is declared there.
#if defined(__linux__)
#include <malloc.h>
#endif
