// A `#Preview` whose body makes a view with an argument of the wrong type. `#Preview` is declared without a plugin (see
// Interface/SwiftUI/App.swift), but its body is still checked as a @ViewBuilder closure.
// Xcode rejects this at compile time; the message below is swiftc's (tools/check-interface against
// Interface/), the first error it reports.
struct Badge: View {
    let count: Int
    var body: some View { Text("\(count)") }
}

#Preview {
    Badge(count: "3")
}

// expect-error: cannot convert value of type 'String' to expected argument type 'Int'
