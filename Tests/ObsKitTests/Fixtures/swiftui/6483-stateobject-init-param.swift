// Stack Overflow style: "@StateObject initialized from a parameter ignores the new parameter" (the `.id` fix).
// `_loader = StateObject(wrappedValue: ProfileLoader(userID:))` stores an autoclosure (rules §4.1); it runs once
// per node, right before the first body, and later closures are ignored (rules §4.2, §4.3, T9; Apple
// `stateobject`: "SwiftUI only initializes a state object the first time you call its initializer in a given
// view"). Apple's advice is `.id(userID)`: a new identity runs the closure again (rules §1.3).
import SwiftUI

final class ProfileLoader: ObservableObject {
    let userID: Int
    @Published var displayName: String

    init(userID: Int) {
        self.userID = userID
        displayName = "User \(userID)"
        print("ProfileLoader init for user \(userID)")
    }
}

struct ProfileHeader: View {
    @StateObject private var loader: ProfileLoader
    let userID: Int

    init(userID: Int) {
        self.userID = userID
        _loader = StateObject(wrappedValue: ProfileLoader(userID: userID))
        print("ProfileHeader init for user \(userID)")
    }

    var body: some View {
        let _ = print("ProfileHeader body: asked for \(userID), showing \(loader.displayName)")
        Text(loader.displayName)
    }
}

struct AccountSwitcher: View {
    @State private var currentUser = 1

    var body: some View {
        VStack {
            Button("Switch User") { currentUser += 1 }
            ProfileHeader(userID: currentUser)
        }
    }
}

struct FixedAccountSwitcher: View {
    @State private var currentUser = 1

    var body: some View {
        VStack {
            Button("Switch User") { currentUser += 1 }
            ProfileHeader(userID: currentUser)
                .id(currentUser)
        }
    }
}

:mount AccountSwitcher()
// expect: ProfileHeader init for user 1
// expect: ProfileLoader init for user 1
// expect: ProfileHeader body: asked for 1, showing User 1
:tap "Switch User"
// expect: ProfileHeader init for user 2
// expect: ProfileHeader body: asked for 2, showing User 1
:mount FixedAccountSwitcher()
// expect: ProfileHeader init for user 1
// expect: ProfileLoader init for user 1
// expect: ProfileHeader body: asked for 1, showing User 1
:tap "Switch User"
// expect: ProfileHeader init for user 2
// expect: ProfileLoader init for user 2
// expect: ProfileHeader body: asked for 2, showing User 2
