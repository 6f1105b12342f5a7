// Q (Stack Overflow style): the accepted fix for 6923 — "use `.id(userID)` so a new user gets a new @StateObject".
// Answer: Apple's StateObject page: "If you want SwiftUI to reinitialize a state object when a view input
// changes, make sure that the view's identity changes at the same time" (with the id(_:) modifier). A new id resets the
// subtree: the old node dies and its loader is released, and the new node runs the autoclosure right before its
// first body (rules §1.3, §4.2, §4.3). The old object goes before the new closure runs (rules §1.4, ObsREPL's
// recorded order; nothing else holds the old loader, so it deinits).
// Source: rules §1.3, §1.4, §4.2, §4.3; Apple https://developer.apple.com/documentation/swiftui/stateobject
import SwiftUI

final class ProfileLoader: ObservableObject {
    let userID: Int
    @Published var name = "loading"

    init(userID: Int) {
        self.userID = userID
        print("ProfileLoader init: user \(userID)")
    }

    deinit { print("ProfileLoader deinit: user \(userID)") }
}

struct ProfileView: View {
    let userID: Int
    @StateObject private var loader: ProfileLoader

    init(userID: Int) {
        self.userID = userID
        _loader = StateObject(wrappedValue: ProfileLoader(userID: userID))
        print("ProfileView init: user \(userID)")
    }

    var body: some View {
        let _ = print("ProfileView body: param \(userID), loader \(loader.userID)")
        Text("User \(loader.userID): \(loader.name)")
    }
}

struct UsersView: View {
    @State private var selectedUser = 1

    var body: some View {
        let _ = print("UsersView body: user \(selectedUser)")
        VStack {
            ProfileView(userID: selectedUser)
                .id(selectedUser)
            Button("Next user") { selectedUser += 1 }
        }
    }
}

:mount UsersView()
// expect: UsersView body: user 1
// expect: ProfileView init: user 1
// expect: ProfileLoader init: user 1
// expect: ProfileView body: param 1, loader 1
:tap "Next user"
// expect: UsersView body: user 2
// expect: ProfileView init: user 2
// expect: ProfileLoader deinit: user 1
// expect: ProfileLoader init: user 2
// expect: ProfileView body: param 2, loader 2
