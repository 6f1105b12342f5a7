// Class: hang or crash (one step does unbounded work: the string doubles 40 times, 2^40 characters; the
// step budget counts loop iterations, not the work inside one, so --max-steps does not stop it; at the
// memory limit the process dies in the allocator). swiftc 6.3.1: the program dies when an allocation of
// ~1 TB fails. ObsREPL should stop with a size-limit error (proposed: the allocation message).
var s = "x"
for _ in 0..<40 { s += s }
print(s.count)
// expect-error: Fatal error: failed to allocate
