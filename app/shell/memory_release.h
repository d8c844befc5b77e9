#pragma once
// Keeps the GUI's resident memory from growing over a long session.
// glibc's malloc keeps freed memory in its arenas for reuse. By default a freed block of up to
// 32 MiB raises the size below which blocks come from the arenas, so the large temporaries of
// training rounds, feature computations and reopened data sets ended up inside the arenas and
// fragmented them: in 12 minutes of the soak test (docs/reliability.md) the free memory the
// arenas held grew from 98 to 374 MiB and resident memory from 714 to 936 MiB while the memory
// in use stayed at about 510 MiB. With blocks of 1 MiB and more mapped apart (and given back
// when freed) the free memory held stayed under 70 MiB, and resident memory followed the
// memory in use.
namespace m3 {

// Call once at the start of main, before any thread: blocks of 1 MiB and more get pages of
// their own.
void mapLargeBlocksApart();

// Hands whole free pages the arenas hold back to the system, on a thread of its own
// (malloc_trim walks every free chunk: 100-200 ms on a fragmented 2 GiB heap); returns at
// once, and does nothing while an earlier release runs. The main window calls it every 30 s.
void releaseFreedMemory();

}  // namespace m3
