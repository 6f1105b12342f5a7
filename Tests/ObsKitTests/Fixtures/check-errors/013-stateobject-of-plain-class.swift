// `@StateObject` of a class that is not an ObservableObject.
// Xcode rejects this at compile time; the message below is swiftc's (tools/check-interface against
// Interface/), the first error it reports.
final class Store {
    var count = 0
}

struct Screen: View {
    @StateObject private var store = Store()
    var body: some View { Text("\(store.count)") }
}

:mount Screen()

// expect-error: generic struct 'StateObject' requires that 'Store' conform to 'ObservableObject'
