// Class: crash (the process aborts: "Fatal error: failed to allocate 8796093022240 bytes of memory").
// swiftc 6.3.1: the same abort ("... bytes of memory with alignment 8"). ObsREPL checks the size before
// making the array: past what the machine has, it stops the script with Swift's words and Swift's size
// (8 bytes an Int, plus 32); past the memory budget alone, with its limit message (3005).
print(Array(repeating: 0, count: 1 << 40).count)
// expect-error: Fatal error: failed to allocate 8796093022240 bytes of memory with alignment 8
