// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/stateobject (MyInitializableView: a StateObject initialized from external data keeps its first name; binding the view's identity with .id(name) makes a new DataModel)
// Apple's StateObject page initializes the object from an input in the view's init:
// `_model = StateObject(wrappedValue: DataModel(name: name))`, and says "SwiftUI ensures that the following
// initialization uses the closure only once during the lifetime of the view, so later changes to the
// view's name input have no effect." To reset it, "bind the identity of the view to the name property"
// with `.id(name)`, so a new name gives a new view and a new model.
// - Both views make their DataModel once, before their first body.
// - After the name changes, the plain view still shows the first name and made no model; the .id view
//   made a new model for the new name.
import SwiftUI
import Combine

class DataModel: ObservableObject {
    @Published var name: String

    init(name: String) {
        self.name = name
        print("DataModel init: \(name)")
    }
}

struct MyInitializableView: View {
    @StateObject private var model: DataModel
    let tag: String

    init(name: String, tag: String) {
        // SwiftUI ensures that the following initialization uses the
        // closure only once during the lifetime of the view, so
        // later changes to the view's name input have no effect.
        _model = StateObject(wrappedValue: DataModel(name: name))
        self.tag = tag
    }

    var body: some View {
        VStack {
            Text("Name: \(model.name)")
            Button("Show \(tag)") {
                print("\(tag) shows \(model.name)")
            }
        }
    }
}

struct NamesView: View {
    @State private var name = "Alice"

    var body: some View {
        VStack {
            Button("Use Bob") { name = "Bob" }
            Text("Input: \(name)")
            MyInitializableView(name: name, tag: "plain")
            MyInitializableView(name: name, tag: "keyed")
                .id(name) // Binds the identity of the view to the name property.
        }
    }
}

:mount NamesView()
// expect: DataModel init: Alice
// expect: DataModel init: Alice
:tap "Use Bob"
// expect: DataModel init: Bob
:tap "Show plain"
// expect: plain shows Alice
:tap "Show keyed"
// expect: keyed shows Bob
