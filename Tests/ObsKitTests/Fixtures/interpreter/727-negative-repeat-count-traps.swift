// A negative count traps with Swift's own message (checked with swiftc 6.3.1), rather than giving "".
print(String(repeating: "ab", count: 2))
print(String(repeating: "a", count: -1))

// expect: abab
// expect-error: Fatal error: Negative count not allowed
