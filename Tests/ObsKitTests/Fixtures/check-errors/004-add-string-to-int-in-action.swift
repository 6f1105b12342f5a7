// `+=` of a String onto an Int property, inside a button action.
// Xcode rejects this at compile time; the message below is swiftc's (tools/check-interface against
// Interface/), the first error it reports.
final class Model: ObservableObject {
    @Published var count = 0
}

struct Screen: View {
    @StateObject private var model = Model()
    var body: some View {
        Button("Add") { model.count += "1" }
    }
}

:mount Screen()
:tap "Add"

// expect-error: cannot convert value of type 'String' to expected argument type 'Int'
