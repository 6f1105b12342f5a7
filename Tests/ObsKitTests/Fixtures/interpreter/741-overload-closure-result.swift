// Overloads taking closures of different result types: a closure that gives no value picks the `Void`
// version, one that computes an Int picks the other. Expected output from swiftc 6.3.1 on Linux.
func measure(_ work: () -> Void) { print("ran"); work() }
func measure(_ work: () -> Int) { print("result", work()) }

measure { print("working") }
measure { 6 * 7 }

// expect: ran
// expect: working
// expect: result 42
