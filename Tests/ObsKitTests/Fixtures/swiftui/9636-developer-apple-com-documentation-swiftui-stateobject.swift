// Apple, "StateObject" (Initialize state objects using external data), https://developer.apple.com/documentation/swiftui/stateobject — _model = StateObject(wrappedValue: DataModel(name:)) in init: a new name from the parent is ignored, unless the view also carries .id(name)
// Apple: "SwiftUI only initializes a state object the first time you call its initializer in a given view", and
// "If you want SwiftUI to reinitialize a state object when a view input changes, make sure that the view's
// identity changes at the same time", e.g. with .id(name) (rules §4.1-§4.3, §1.3). The autoclosure runs right
// before the view's first body; the keyed view's old model goes when its node does, before the new one is made.
import SwiftUI

final class DataModel: ObservableObject {
    @Published var name: String
    init(name: String) {
        self.name = name
        print("DataModel init \(name)")
    }
    deinit { print("DataModel deinit \(name)") }
}

struct MyInitializableView: View {
    @StateObject private var model: DataModel
    let label: String

    init(label: String, name: String) {
        self.label = label
        print("\(label) view init, name \(name)")
        _model = StateObject(wrappedValue: DataModel(name: name))
    }

    var body: some View {
        let _ = print("\(label) body, model \(model.name)")
        Text("\(label): \(model.name)")
    }
}

struct NameChooser: View {
    @State private var name = "Ada"

    var body: some View {
        let _ = print("NameChooser body")
        VStack {
            Button("Use Grace") { name = "Grace" }
            MyInitializableView(label: "keyed", name: name)
                .id(name)
            MyInitializableView(label: "plain", name: name)
        }
    }
}

:mount NameChooser()
// expect: NameChooser body
// expect: keyed view init, name Ada
// expect: plain view init, name Ada
// expect: DataModel init Ada
// expect: keyed body, model Ada
// expect: DataModel init Ada
// expect: plain body, model Ada
:tap "Use Grace"
// expect: NameChooser body
// expect: keyed view init, name Grace
// expect: plain view init, name Grace
// expect: DataModel deinit Ada
// expect: DataModel init Grace
// expect: keyed body, model Grace
// expect: plain body, model Ada
