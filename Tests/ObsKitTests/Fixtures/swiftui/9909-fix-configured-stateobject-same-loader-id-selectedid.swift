// Swift with Majid style: the fix for a configured @StateObject: the same loader, with .id(selectedID) on the header, so each new ID gives the header a new identity: the old node goes (its loader deinits, its onDisappear runs) and a new loader is made for the new user (rules §1.3, §1.4, §4.3, §11.1, T9)
// corrected: the header's onDisappear uses userID, so it captures self, the view value its body ran with, which holds the installed loader (rules §2.4, ObsREPL's choice; §1.4 "deinit, if nothing else holds it"): loader 1 outlives its node until that callback has run, after the new loader's init and body; first draft put its deinit before the new init (§1.4's order holds only when nothing else keeps the object)
import SwiftUI

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

struct ProfileHeader: View {
    let userID: Int
    @StateObject private var loader: ProfileLoader

    init(userID: Int) {
        self.userID = userID
        _loader = StateObject(wrappedValue: ProfileLoader(userID: userID))
    }

    var body: some View {
        let _ = print("ProfileHeader body: asked for \(userID), showing \(loader.displayName)")
        Text(loader.displayName)
            .onAppear { print("header appear \(userID)") }
            .onDisappear { print("header disappear \(userID)") }
    }
}

struct UserSwitcher: View {
    @State private var selectedID = 1

    var body: some View {
        let _ = print("UserSwitcher body: \(selectedID)")
        VStack {
            Button("Next user") { selectedID += 1 }
            ProfileHeader(userID: selectedID)
                .id(selectedID)
        }
    }
}

:mount UserSwitcher()
// expect: UserSwitcher body: 1
// expect: ProfileLoader init for 1
// expect: ProfileHeader body: asked for 1, showing User 1
// expect: header appear 1
:tap "Next user"
// expect: UserSwitcher body: 2
// expect: ProfileLoader init for 2
// expect: ProfileHeader body: asked for 2, showing User 2
// expect: header disappear 1
// expect: ProfileLoader deinit for 1
// expect: header appear 2
