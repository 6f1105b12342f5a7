// A function with a result type whose body never returns.
// Xcode rejects this at compile time; the message below is swiftc's (tools/check-interface against
// Interface/), the first error it reports.
func double(_ x: Int) -> Int {
    let y = x * 2
}

print(double(2))

// expect-error: missing return in global function expected to return 'Int'
