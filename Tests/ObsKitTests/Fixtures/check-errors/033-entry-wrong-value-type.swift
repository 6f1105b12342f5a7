// An `@Entry` environment value set with a value of the wrong type (`@Entry` expands through the
// SwiftUIMacros plugin, so the key and its type are real).
// Xcode rejects this at compile time; the message below is swiftc's (tools/check-interface against
// Interface/), the first error it reports.
extension EnvironmentValues {
    @Entry var itemsPerRow: Int = 3
}

struct Grid1: View {
    var body: some View {
        Text("x").environment(\.itemsPerRow, "four")
    }
}

:mount Grid1()

// expect-error: cannot convert value of type 'String' to expected argument type 'Int'
