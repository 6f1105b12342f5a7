// A function returns a value of the wrong type.
// Xcode rejects this at compile time; the message below is swiftc's (tools/check-interface against
// Interface/), the first error it reports.
func label() -> String {
    return 42
}

print(label())

// expect-error: cannot convert return expression of type 'Int' to return type 'String'
