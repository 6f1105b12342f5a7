// A method that calls a member the type does not have.
// Xcode rejects this at compile time; the message below is swiftc's (tools/check-interface against
// Interface/), the first error it reports.
final class Store: ObservableObject {
    @Published var items: [String] = []
    func refresh() {
        reload()
    }
}

Store().refresh()

// expect-error: cannot find 'reload' in scope
