// The fix for a StateObject that ignores its new parameter: give the child `.id(selectedUser)`, so a new user is a new
// view, with `onAppear`/`onDisappear` logging.
// What SwiftUI does: a new value in `.id(_:)` resets the subtree: the old node dies (its `@StateObject` is released and
// deinits, its `onDisappear` runs) and a new node is made, whose StateObject closure runs right before its first body
// (rules §1.3, §1.4, §4.2, T9). The child's init runs in the host's body first (rules §2.6). Appearance callbacks run
// after the update: disappear (old) before appear (new) (rules §11.1). The old model deinits only when nothing else
// holds it (rules §1.4): here the old `onDisappear` closure captured the old view value, whose body ran with the
// installed model in it (rules §5.2, the view value holds the object), so the new model is made first and the old one
// goes once that callback has run and been released. (Without a closure capturing `self`, ObsREPL's choice in rules
// §1.4 puts the deinit before the new closure.)
// Sources: rules §1.3, §1.4, §2.6, §4.2, §5.2, §11.1, T9; https://developer.apple.com/documentation/swiftui/stateobject
// https://developer.apple.com/documentation/swiftui/view/id(_:)
import SwiftUI
import Combine

final class ProfileLoader: ObservableObject {
    let userID: Int
    @Published var displayName: String

    init(userID: Int) {
        self.userID = userID
        displayName = "User \(userID)"
        print("ProfileLoader init for \(userID)")
    }

    deinit { print("ProfileLoader deinit for \(userID)") }
}

struct ProfileDetail: View {
    let userID: Int
    @StateObject private var loader: ProfileLoader

    init(userID: Int) {
        self.userID = userID
        print("ProfileDetail init for \(userID)")
        _loader = StateObject(wrappedValue: ProfileLoader(userID: userID))
    }

    var body: some View {
        let _ = print("ProfileDetail body: asked for \(userID), showing \(loader.displayName)")
        Text(loader.displayName)
            .onAppear { print("ProfileDetail appeared for \(userID)") }
            .onDisappear { print("ProfileDetail disappeared for \(userID)") }
    }
}

struct ProfileSwitcher: View {
    @State private var selectedUser = 1

    var body: some View {
        let _ = print("ProfileSwitcher body: user \(selectedUser)")
        VStack {
            ProfileDetail(userID: selectedUser)
                .id(selectedUser)
            Button("Next user") { selectedUser += 1 }
        }
    }
}

:mount ProfileSwitcher()
// expect: ProfileSwitcher body: user 1
// expect: ProfileDetail init for 1
// expect: ProfileLoader init for 1
// expect: ProfileDetail body: asked for 1, showing User 1
// expect: ProfileDetail appeared for 1
:tap "Next user"
// expect: ProfileSwitcher body: user 2
// expect: ProfileDetail init for 2
// expect: ProfileLoader init for 2
// expect: ProfileDetail body: asked for 2, showing User 2
// expect: ProfileDetail disappeared for 1
// expect: ProfileLoader deinit for 1
// expect: ProfileDetail appeared for 2
