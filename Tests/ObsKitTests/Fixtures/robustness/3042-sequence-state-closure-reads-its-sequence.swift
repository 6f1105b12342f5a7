// Class: crash (found by obsfuzz after this stop's corpora: a `sequence(state:)` closure that reads the
// sequence it makes recursed through the library's iteration without a script call in between, past the
// stack guard, to "Bad pointer dereference"). swiftc 6.3.1 compiles this program and it crashes the same
// way (signal 11: the recursion overflows the stack). ObsREPL stops at its stack guard with Swift's words.
let fibonacci = sequence(state: 1) { (state: inout Int) -> Int? in
    print(fibonacci.first { $0 > 1000 }!)
    return state
}
for (index, value) in fibonacci.enumerated() {
}
// expect-error: Fatal error: stack overflow
