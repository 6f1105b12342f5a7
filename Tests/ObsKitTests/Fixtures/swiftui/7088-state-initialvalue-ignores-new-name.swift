// A child that builds its @Observable model from a parameter in its init, `_model = State(initialValue:
// GreetingModel(name: name))`, a pattern the migration articles discuss for view models that need arguments.
// What SwiftUI does: the storage is made once, from the first struct's initial value; later initial values are
// ignored (rules §3.2, Apple `state`), so the card keeps greeting the first person. Each parent render still runs the
// child's init and makes a model (rules §3.1, §2.6); that throwaway is kept only by the view value and deinits when
// the next render replaces it (rules §3.3). A new object in the initial value makes the child differ, so its body
// runs each time (rules §2.5). At unmount the installed model goes first, then the last view value's (rules §1.4).
// Sources: rules §1.4, §2.5, §2.6, §3.1, §3.2, §3.3;
// https://developer.apple.com/documentation/swiftui/state
import SwiftUI

@Observable
final class GreetingModel {
    var name: String

    init(name: String) {
        self.name = name
        print("GreetingModel init: \(name)")
    }

    deinit {
        print("GreetingModel deinit: \(name)")
    }
}

struct GreetingCard: View {
    @State private var model: GreetingModel

    init(name: String) {
        _model = State(initialValue: GreetingModel(name: name))
    }

    var body: some View {
        let _ = print("GreetingCard body: \(model.name)")
        Text("Hello, \(model.name)!")
    }
}

struct GreetingHost: View {
    @State private var person = "Ana"

    var body: some View {
        let _ = print("GreetingHost body: \(person)")
        VStack {
            GreetingCard(name: person)
            Button("Next person") {
                person = person == "Ana" ? "Ben" : "Cy"
            }
        }
    }
}

:mount GreetingHost()
// expect: GreetingHost body: Ana
// expect: GreetingModel init: Ana
// expect: GreetingCard body: Ana
:tap "Next person"
// expect: GreetingHost body: Ben
// expect: GreetingModel init: Ben
// expect: GreetingCard body: Ana
:tap "Next person"
// expect: GreetingHost body: Cy
// expect: GreetingModel init: Cy
// expect: GreetingModel deinit: Ben
// expect: GreetingCard body: Ana
:unmount
// expect: GreetingModel deinit: Ana
// expect: GreetingModel deinit: Cy
