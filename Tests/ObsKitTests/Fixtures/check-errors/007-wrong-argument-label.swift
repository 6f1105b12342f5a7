// A call with the wrong argument label.
// Xcode rejects this at compile time; the message below is swiftc's (tools/check-interface against
// Interface/), the first error it reports.
func greet(name: String) {
    print("hello", name)
}

greet(person: "Ann")

// expect-error: incorrect argument label in call (have 'person:', expected 'name:')
