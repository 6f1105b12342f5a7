// Follows Apple's `StateObject` page (https://developer.apple.com/documentation/swiftui/stateobject), its section
// "Initialize state objects using external data": `_model = StateObject(wrappedValue: DataModel(name: name))`, and,
// because "SwiftUI only initializes a state object the first time you call its initializer in a given view", the
// advice to give the view an `.id(name)` so that a new name makes a new view and a new model. Own code: two profile
// rows in a List built from the same name, one with `.id(name)` and one without.
// - At mount each row's closure runs once, right before its first body (rules §4.2): two inits for "Ada", printed
//   alike, so their order (not specified) does not show.
// - Renaming: the row without `.id` keeps its node, so its new closure is ignored and it keeps the "Ada" model and
//   its follows (rules §4.3). The row with `.id(name)` gets a new identity: a new node, whose closure runs for
//   "Grace", and whose model starts at 0 follows (rules §1.3).
// - The old "Ada" model of the reset row is released, but in what order against the new init SwiftUI does not say
//   (rules §1.4, ObsREPL's choice), so the model prints no deinit.
import SwiftUI

final class ProfileModel: ObservableObject {
    let name: String
    @Published var follows = 0

    init(name: String) {
        self.name = name
        print("ProfileModel init \(name)")
    }
}

struct ProfileRow: View {
    let label: String
    @StateObject private var model: ProfileModel

    init(label: String, name: String) {
        self.label = label
        _model = StateObject(wrappedValue: ProfileModel(name: name))
    }

    var body: some View {
        Button("\(label): \(model.name), \(model.follows) follows") {
            model.follows += 1
            print("follow \(label)")
        }
    }
}

struct ProfilesView: View {
    @State private var name = "Ada"

    var body: some View {
        let _ = print("ProfilesView body, name \(name)")
        List {
            ProfileRow(label: "with id", name: name)
                .id(name)
            ProfileRow(label: "without id", name: name)
            Button("Rename to Grace") {
                name = "Grace"
            }
        }
    }
}

:mount ProfilesView()
// expect: ProfilesView body, name Ada
// expect: ProfileModel init Ada
// expect: ProfileModel init Ada
:tap "with id: Ada, 0 follows"
// expect: follow with id
:tap "without id: Ada, 0 follows"
// expect: follow without id
:tap "Rename to Grace"
// expect: ProfilesView body, name Grace
// expect: ProfileModel init Grace
:tap "with id: Grace, 0 follows"
// expect: follow with id
:tap "without id: Ada, 1 follows"
// expect: follow without id
