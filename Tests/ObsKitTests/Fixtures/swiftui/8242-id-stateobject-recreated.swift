// SwiftUI from Apple's documentation: binding a view's identity to its input with .id(_:) reinitializes its state object
// Apple, StateObject (https://developer.apple.com/documentation/swiftui/stateobject), "Force reinitialization by changing
// view identity": "If you want SwiftUI to reinitialize a state object when a view input changes, make sure that the view's
// identity changes at the same time. One way to do this is to bind the view's identity to the value that changes using
// the id(_:) modifier": `MyInitializableView(name: name).id(name)`.
import SwiftUI

final class DataModel: ObservableObject {
    @Published var name: String
    init(name: String) {
        self.name = name
        print("DataModel init \(name)")
    }
}

struct MyInitializableView: View {
    @StateObject private var model: DataModel
    init(name: String) {
        _model = StateObject(wrappedValue: DataModel(name: name))
    }
    var body: some View {
        VStack {
            Text("Name: \(model.name)")
            Button("Show") { print("Name: \(model.name)") }
        }
    }
}

struct Chooser: View {
    @State private var name = "Ravi"
    var body: some View {
        VStack {
            Button("Pick Maria") { name = "Maria" }
            MyInitializableView(name: name)
                .id(name)
        }
    }
}

:mount Chooser()
:tap "Show"
:tap "Pick Maria"
:tap "Show"
// expect: DataModel init Ravi
// expect: Name: Ravi
// expect: DataModel init Maria
// expect: Name: Maria
