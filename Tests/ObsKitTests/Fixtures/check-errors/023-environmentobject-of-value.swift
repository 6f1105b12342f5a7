// `environmentObject` of a value that is not an ObservableObject.
// Xcode rejects this at compile time; the message below is swiftc's (tools/check-interface against
// Interface/), the first error it reports.
struct Root: View {
    var body: some View {
        Text("x").environmentObject(3)
    }
}

:mount Root()

// expect-error: instance method 'environmentObject' requires that 'Int' conform to 'ObservableObject'
