// A profile screen that makes its view model in its init from a parameter, `_viewModel = StateObject(wrappedValue:
// ProfileViewModel(userID: userID))`, the pattern Stack Overflow answers recommend for "passing a value into a
// StateObject", under a host that changes the user.
// What SwiftUI does: `StateObject(wrappedValue:)` keeps the autoclosure; it runs once, right before the node's first
// body, and every later closure is ignored, so a new `userID` makes no new view model and the old one stays (rules
// §4.1, §4.2, §4.3, T9; Apple `stateobject`: "SwiftUI only initializes a state object the first time you call its
// initializer in a given view"). The child's body still runs on every host render: its `userID` changed, or (for
// "Refresh") the new StateObject closure captured `userID`, and a capturing closure never compares equal (rules §2.5).
// Sources: rules §2.5, §2.6, §4.1, §4.2, §4.3, T9; https://developer.apple.com/documentation/swiftui/stateobject
import SwiftUI
import Combine

final class ProfileViewModel: ObservableObject {
    let userID: Int
    @Published var displayName: String

    init(userID: Int) {
        self.userID = userID
        displayName = "User \(userID)"
        print("ProfileViewModel init for \(userID)")
    }

    deinit { print("ProfileViewModel deinit for \(userID)") }
}

struct ProfileView: View {
    let userID: Int
    @StateObject private var viewModel: ProfileViewModel

    init(userID: Int) {
        self.userID = userID
        print("ProfileView init for \(userID)")
        _viewModel = StateObject(wrappedValue: ProfileViewModel(userID: userID))
    }

    var body: some View {
        let _ = print("ProfileView body: asked for \(userID), showing \(viewModel.displayName)")
        Text(viewModel.displayName)
    }
}

struct ProfileHost: View {
    @State private var selectedUser = 1
    @State private var refreshCount = 0

    var body: some View {
        let _ = print("ProfileHost body: user \(selectedUser), refresh \(refreshCount)")
        VStack {
            ProfileView(userID: selectedUser)
            Button("Next user") { selectedUser += 1 }
            Button("Refresh") { refreshCount += 1 }
        }
    }
}

:mount ProfileHost()
// expect: ProfileHost body: user 1, refresh 0
// expect: ProfileView init for 1
// expect: ProfileViewModel init for 1
// expect: ProfileView body: asked for 1, showing User 1
:tap "Next user"
// expect: ProfileHost body: user 2, refresh 0
// expect: ProfileView init for 2
// expect: ProfileView body: asked for 2, showing User 1
:tap "Refresh"
// expect: ProfileHost body: user 2, refresh 1
// expect: ProfileView init for 2
// expect: ProfileView body: asked for 2, showing User 1
