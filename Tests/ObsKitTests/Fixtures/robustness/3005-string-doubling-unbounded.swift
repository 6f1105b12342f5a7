// Class: hang or crash (one step does unbounded work: the string doubles 40 times, 2^40 characters; the
// step budget counts loop iterations, not the work inside one, so --max-steps does not stop it; at the
// memory limit the process dies in the allocator). swiftc 6.3.1: the program dies when an allocation of
// ~1 TB fails. ObsREPL checks a string's size before it grows past a megabyte and stops at the memory
// budget for script values (1 GiB by default, --max-memory), long before the machine runs out: the limit
// message names the limit (Swift would go on to 16 GiB here and die later).
var s = "x"
for _ in 0..<40 { s += s }
print(s.count)
// expect-error: stopped: this value would take 1.2 GiB, more than the memory limit for script values
