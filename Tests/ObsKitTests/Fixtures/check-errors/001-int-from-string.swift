// A String literal where an Int is declared (issue 11's first example).
// Xcode rejects this at compile time; the message below is swiftc's (tools/check-interface against
// Interface/), the first error it reports.
let x: Int = "a"
print(x)

// expect-error: cannot convert value of type 'String' to specified type 'Int'
