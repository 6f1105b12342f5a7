// A modifier that does not exist (a typo of `padding`).
// Xcode rejects this at compile time; the message below is swiftc's (tools/check-interface against
// Interface/), the first error it reports.
struct Card: View {
    var body: some View {
        Text("hi")
            .paddingg()
    }
}

:mount Card()

// expect-error: value of type 'Text' has no member 'paddingg'
