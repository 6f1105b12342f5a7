// A type that says it is a View but declares no `body`.
// Xcode rejects this at compile time; the message below is swiftc's (tools/check-interface against
// Interface/), the first error it reports.
struct Header: View {
    let title: String
}

:mount Header(title: "x")

// expect-error: type 'Header' does not conform to protocol 'View'
