// Class: hang (found by obsfuzz, seed 1: `stride(from: 12, through: 0, by: Double.nan)` in a for-in). A NaN
// never reaches the stride's end: swiftc 6.3.1's program prints 12.0 then nan without end. ObsREPL made the
// stride into an array first and never returned; now it stops at once, saying so.
print("before")
for tick in stride(from: 12, through: 0, by: Double.nan) { print(tick) }
print("not reached")

// expect: before
// expect-error: not supported yet: a stride with a NaN bound or step
