// Apple docs `StateObject` style ("Initialize state objects using external data"): `_model = StateObject(wrappedValue: DataModel(name:))` ignores a later name, unless the view gets `.id(name)`.
// Apple `stateobject`: SwiftUI initializes a state object only the first time the view's initializer runs for a
// given view, so a new name doesn't reach the model; "if you want SwiftUI to reinitialize a state object when a view input changes,
// make sure that the view's identity changes at the same time", with `.id(name)` (rules §4.1, §4.3, §1.3, T9).
// The model's init runs right before the child's first body (rules §4.2). NameCard's body runs again because its
// `name` input changed (rules §2.7), showing the new name beside the old model's.
// The model's deinit is not printed: the order of the old node's teardown and the new model's init is not known.
import SwiftUI

final class DataModel: ObservableObject {
    @Published var name: String
    init(name: String) {
        self.name = name
        print("DataModel init \(name)")
    }
}

struct NameCard: View {
    let name: String
    @StateObject private var model: DataModel

    init(name: String) {
        self.name = name
        _model = StateObject(wrappedValue: DataModel(name: name))
    }

    var body: some View {
        let _ = print("NameCard body, input \(name), model \(model.name)")
        Text("Name: \(model.name)")
    }
}

struct NamePicker: View {
    @State private var name = "Ada"

    var body: some View {
        VStack {
            Button("Use Ruby") { name = "Ruby" }
            NameCard(name: name)
        }
    }
}

struct NamePickerWithID: View {
    @State private var name = "Ada"

    var body: some View {
        VStack {
            Button("Use Ruby") { name = "Ruby" }
            NameCard(name: name)
                .id(name)
        }
    }
}

:mount NamePicker()
// expect: DataModel init Ada
// expect: NameCard body, input Ada, model Ada
:tap "Use Ruby"
// expect: NameCard body, input Ruby, model Ada
:mount NamePickerWithID()
// expect: DataModel init Ada
// expect: NameCard body, input Ada, model Ada
:tap "Use Ruby"
// expect: DataModel init Ruby
// expect: NameCard body, input Ruby, model Ruby
