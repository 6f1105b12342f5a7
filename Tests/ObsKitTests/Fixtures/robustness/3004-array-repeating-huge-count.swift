// Class: crash (the process aborts: "Fatal error: failed to allocate 8796093022240 bytes of memory").
// swiftc 6.3.1: the same abort. ObsREPL should refuse the allocation as a script error (a size limit),
// keeping the session alive.
print(Array(repeating: 0, count: 1 << 40).count)
// expect-error: Fatal error: failed to allocate
