// A view whose `@State` is private has a private memberwise initializer: it cannot be made with that property.
// Xcode rejects this at compile time; the message below is swiftc's (tools/check-interface against
// Interface/), the first error it reports.
struct Counter: View {
    @State private var count = 0
    var body: some View { Text("\(count)") }
}

struct Root: View {
    var body: some View {
        Counter(count: 5)
    }
}

:mount Root()

// expect-error: argument passed to call that takes no arguments
