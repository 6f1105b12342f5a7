// Follows Apple's `StateObject` page, "Initialize state objects using external data":
// `_model = StateObject(wrappedValue: DataModel(name: name))` in the view's init, and its warning that SwiftUI
// "only initializes a state object the first time you call its initializer in a given view", with `.id(name)` as
// the way to get a new object when the input changes.
// - StateObject's init stores the autoclosure; it runs right before the first body, so DataModel's init prints after
//   the view inits. A later `name` reaches only the ignored closure: the plain view keeps its first model
//   (Apple `stateobject`; rules §4.1-§4.3, T9).
// - With `.id(name)` a new name is a new identity: a new node whose closure runs, making a model for the new name
//   (Apple `stateobject`; rules §1.3). The old model's deinit is not printed (its order against the new init is
//   not documented).
// - The greet buttons read each view's installed model in an action (rules §8.3).
import SwiftUI

final class DataModel: ObservableObject {
    let name: String
    @Published var greetings = 0

    init(name: String) {
        self.name = name
        print("DataModel init: \(name)")
    }
}

struct GreetingView: View {
    @StateObject private var model: DataModel
    let label: String

    init(name: String, label: String) {
        self.label = label
        _model = StateObject(wrappedValue: DataModel(name: name))
        print("\(label) GreetingView init: \(name)")
    }

    var body: some View {
        Button("Greet \(label)") { print("\(label) greets \(model.name)") }
    }
}

struct PeopleView: View {
    @State private var name = "Alice"

    var body: some View {
        let _ = print("PeopleView body: \(name)")
        VStack {
            GreetingView(name: name, label: "plain")
            GreetingView(name: name, label: "with id")
                .id(name)
            Button("Switch") { name = name == "Alice" ? "Bob" : "Alice" }
        }
    }
}

:mount PeopleView()
// expect: PeopleView body: Alice
// expect: plain GreetingView init: Alice
// expect: with id GreetingView init: Alice
// expect: DataModel init: Alice
// expect: DataModel init: Alice
:tap "Switch"
// expect: PeopleView body: Bob
// expect: plain GreetingView init: Bob
// expect: with id GreetingView init: Bob
// expect: DataModel init: Bob
:tap "Greet plain"
// expect: plain greets Alice
:tap "Greet with id"
// expect: with id greets Bob
