// Stack Overflow style (a configured @StateObject)
// PITFALL (on purpose): the header builds its @StateObject from the parent's userID in init; the closure runs once, so later IDs reach the view (its body runs, the value differs) but the loader keeps the first user (rules §4.1, §4.3, §2.5, T9)
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
    }
}

struct UserSwitcher: View {
    @State private var selectedID = 1

    var body: some View {
        let _ = print("UserSwitcher body: \(selectedID)")
        VStack {
            Button("Next user") { selectedID += 1 }
            ProfileHeader(userID: selectedID)
        }
    }
}

:mount UserSwitcher()
// expect: UserSwitcher body: 1
// expect: ProfileLoader init for 1
// expect: ProfileHeader body: asked for 1, showing User 1
:tap "Next user"
// expect: UserSwitcher body: 2
// expect: ProfileHeader body: asked for 2, showing User 1
:tap "Next user"
// expect: UserSwitcher body: 3
// expect: ProfileHeader body: asked for 3, showing User 1
