// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/stateobject (initialize a state object from an input with StateObject(wrappedValue:); use id(_:) to remake it when the input changes)
// Apple's StateObject page shows `_model = StateObject(wrappedValue: DataModel(name: name))` in an init,
// and warns that SwiftUI runs that autoclosure only the first time it installs the view: a later `name`
// doesn't reach the model. To have it reset, give the view an identity tied to the input: `.id(name)`.
// Two such views get the same name; only the second has `.id(name)`.
// - At mount both models are made with "Ada".
// - Switching the name runs the plain view with the new input but its old model ("Ada"); the autoclosure
//   is not run again.
// - The `.id(name)` view gets a new identity: a new view and a new model for "Grace".
import SwiftUI
import Combine

final class DataModel: ObservableObject {
    @Published var name: String

    init(name: String) {
        self.name = name
        print("DataModel init \(name)")
    }
}

struct MyInitializableView: View {
    @StateObject private var model: DataModel
    let tag: String
    let name: String

    init(tag: String, name: String) {
        self.tag = tag
        self.name = name
        _model = StateObject(wrappedValue: DataModel(name: name))
    }

    var body: some View {
        let _ = print("\(tag): input \(name), model \(model.name)")
        VStack {
            Text("Name: \(model.name)")
        }
    }
}

struct Parent: View {
    @State private var name = "Ada"

    var body: some View {
        VStack {
            MyInitializableView(tag: "plain", name: name)
            MyInitializableView(tag: "with id", name: name)
                .id(name)
            Button("Switch to Grace") { name = "Grace" }
        }
    }
}

:mount Parent()
// expect: DataModel init Ada
// expect: plain: input Ada, model Ada
// expect: DataModel init Ada
// expect: with id: input Ada, model Ada
:tap "Switch to Grace"
// expect: plain: input Grace, model Ada
// expect: DataModel init Grace
// expect: with id: input Grace, model Grace
