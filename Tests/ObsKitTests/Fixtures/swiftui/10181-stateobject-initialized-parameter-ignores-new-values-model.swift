// stack-overflow style (pitfall on purpose): "@StateObject initialized from a parameter ignores new values" — `_model = StateObject(wrappedValue: ProfileModel(userID:))` runs its closure once per node, so a new userID from the parent re-runs the body with the first model; the same view with `.id(userID)` gets a new identity: the old model deinits, a new one is made (rules §4.3, §1.3, §1.4 ObsREPL's order, T9)
// corrected: the first version put the plain view first and expected its body before the keyed view's reset (tree order); the rules (§1.4, §2.8) do not say where a removed node's deinit falls against a sibling's body, so the keyed view now comes first and the expectation holds in either order
import SwiftUI

final class ProfileModel: ObservableObject {
    let userID: String
    @Published var bio = ""

    init(userID: String) {
        self.userID = userID
        print("ProfileModel \(userID) init")
    }

    deinit { print("ProfileModel \(userID) deinit") }
}

struct ProfileView: View {
    let label: String
    @StateObject private var model: ProfileModel

    init(label: String, userID: String) {
        self.label = label
        _model = StateObject(wrappedValue: ProfileModel(userID: userID))
    }

    var body: some View {
        let _ = print("ProfileView \(label) body: \(model.userID)")
        Text(model.userID)
    }
}

struct Switcher: View {
    @State private var userID = "u1"

    var body: some View {
        VStack {
            Button("Next user") { userID = userID == "u1" ? "u2" : "u1" }
            Text("Selected \(userID)")
            ProfileView(label: "keyed", userID: userID).id(userID)
            ProfileView(label: "plain", userID: userID)
        }
    }
}

:mount Switcher()
// expect: ProfileModel u1 init
// expect: ProfileView keyed body: u1
// expect: ProfileModel u1 init
// expect: ProfileView plain body: u1
:tap "Next user"
// expect: ProfileModel u1 deinit
// expect: ProfileModel u2 init
// expect: ProfileView keyed body: u2
// expect: ProfileView plain body: u1
