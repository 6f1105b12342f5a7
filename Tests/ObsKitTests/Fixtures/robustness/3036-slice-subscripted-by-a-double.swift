// Class: crash (found by obsfuzz after ArraySlice came in: "ObsKit invariant broken: bounds of a non-range";
// a closed range to Int.max overflowed in the same place). swiftc 6.3.1 rejects `tail[-0.0]` at compile time
// (no subscript of ArraySlice takes a Double); ObsREPL, which checks no types, stops with a runtime error.
let days = ["mon", "tue", "wed"]
let tail = days[1...]
print(tail[-0.0])
// expect-error: an array is subscripted by a range of Int, not 'Double'
