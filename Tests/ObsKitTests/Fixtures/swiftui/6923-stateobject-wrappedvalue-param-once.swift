// Q (Stack Overflow style): "@StateObject initialised with a parameter keeps the first value"
// "ProfileView does `_loader = StateObject(wrappedValue: ProfileLoader(userID: userID))`. When the parent switches
// to user 2, ProfileView's init runs with 2 and even its body runs, but the loader is still for user 1, and
// ProfileLoader's init isn't called again."
// Accepted answer: StateObject(wrappedValue:) takes an @autoclosure; SwiftUI runs it once, right before the first
// body of that view's node, and ignores every later one (rules §4.1–§4.3; Apple: "SwiftUI only initializes a state
// object the first time you call its initializer in a given view"). The closure captures `userID`, so each new
// ProfileView value differs from the last (rules §2.5) and its body runs — with the old loader. To get a new
// loader for a new user, give the view a new identity with `.id(userID)` (6924). At unmount the node dies and the
// loader deinits (rules §1.4).
// Source: rules §4.1, §4.2, §4.3, §2.5, §1.4; Apple https://developer.apple.com/documentation/swiftui/stateobject
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
// expect: ProfileView body: param 2, loader 1
:tap "Next user"
// expect: UsersView body: user 3
// expect: ProfileView init: user 3
// expect: ProfileView body: param 3, loader 1
:unmount
// expect: ProfileLoader deinit: user 1
