// The fix for 7088 that the articles give: identify the card by the person with `.id(person)`, so a new person is a
// new view with new state.
// What SwiftUI does: a new value in `.id` resets the subtree: the old node dies and its @State model is released,
// and a new node installs the model of the current struct (rules §1.3, §3.2). The new model was made in the parent's
// body, when the card's struct was built (rules §3.1, §2.6); the old node is destroyed before the new one runs
// (rules §1.4, ObsREPL's choice), so the order is: host body, new init, old deinit, new card body. At unmount the one
// model left goes.
// Sources: rules §1.3, §1.4, §2.6, §3.1, §3.2;
// https://developer.apple.com/documentation/swiftui/state
// https://developer.apple.com/documentation/swiftui/view/id(_:)
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
                .id(person)
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
// expect: GreetingModel deinit: Ana
// expect: GreetingCard body: Ben
:tap "Next person"
// expect: GreetingHost body: Cy
// expect: GreetingModel init: Cy
// expect: GreetingModel deinit: Ben
// expect: GreetingCard body: Cy
:unmount
// expect: GreetingModel deinit: Cy
