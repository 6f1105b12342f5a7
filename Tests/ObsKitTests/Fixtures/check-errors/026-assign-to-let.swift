// Assigning to a `let` constant.
// Xcode rejects this at compile time; the message below is swiftc's (tools/check-interface against
// Interface/), the first error it reports.
let limit = 3
limit = 4
print(limit)

// expect-error: cannot assign to value: 'limit' is a 'let' constant
