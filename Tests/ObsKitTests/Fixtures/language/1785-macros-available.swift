// Availability: `if #available(iOS 17, macOS 14, *)`, `#unavailable`, and `@available` attributes on declarations, as app code guards new APIs.
// expected output: swiftc 6.3.1 (Linux), run on this machine: on Linux the `*` branch applies, so #available is true and #unavailable false
@available(iOS 15, macOS 12, *)
func modernGreeting() -> String { "hello from a modern API" }

@available(*, deprecated, message: "use modernGreeting()")
func oldGreeting() -> String { "hello the old way" }

struct Feature {
    @available(iOS 17, *)
    static var fancy: String { "fancy feature" }
}

if #available(iOS 17, macOS 14, *) {
    print("new OS path")
    print(Feature.fancy)
} else {
    print("fallback path")
}

if #unavailable(iOS 13) {
    print("very old OS")
} else {
    print("not a very old OS")
}

func pickGreeting() -> String {
    guard #available(iOS 15, *) else { return "no greeting" }
    return modernGreeting()
}
print(pickGreeting())
print(oldGreeting())

// expect: new OS path
// expect: fancy feature
// expect: not a very old OS
// expect: hello from a modern API
// expect: hello the old way
