// Swift with Majid-style post on view model injection: `_viewModel = State(initialValue:)` in a screen's init, and
// why a new argument from the parent does not reach the view model
// What SwiftUI does: the parent passes `userID` and its body reads it, so switching accounts re-runs the parent and
// builds `ProfileScreen` again (rules §2.6). Each init runs `State(initialValue: ProfileViewModel(...))`, so a new
// view model is made every time (rules §3.1), but the state storage was installed once, from the first value: later
// initial values are ignored, so the screen keeps showing "ana" (rules §3.2). The new value holds a new object as
// its state's initial value, so the screen's value differs and its body runs as `@self` (rules §2.5, §12.1).
// (The extra objects are throwaways, rules §3.3; this file does not print their deinit, whose moment the rules
// leave to the next parent render.)
// Sources: rules §2.5, §2.6, §3.1, §3.2, §3.3, §12.1; Apple `State` ("SwiftUI initializes the state only once")
// https://developer.apple.com/documentation/swiftui/state
import SwiftUI

@MainActor
@Observable
final class ProfileViewModel {
    let userID: String
    var followers = 0

    init(userID: String) {
        self.userID = userID
        print("ProfileViewModel init \(userID)")
    }

    func follow() {
        followers += 1
    }
}

struct ProfileScreen: View {
    @State private var viewModel: ProfileViewModel

    init(userID: String) {
        print("ProfileScreen init \(userID)")
        _viewModel = State(initialValue: ProfileViewModel(userID: userID))
    }

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("ProfileScreen body: \(viewModel.userID), \(viewModel.followers) followers")
        VStack {
            Text("Profile of \(viewModel.userID)")
            Text("\(viewModel.followers) followers")
            Button("Follow") { viewModel.follow() }
        }
    }
}

struct AccountSwitcher: View {
    @State private var userID = "ana"

    var body: some View {
        let _ = print("AccountSwitcher body: \(userID)")
        VStack {
            Button("Switch to ben") { userID = "ben" }
            ProfileScreen(userID: userID)
        }
    }
}

:mount AccountSwitcher()
// expect: AccountSwitcher body: ana
// expect: ProfileScreen init ana
// expect: ProfileViewModel init ana
// expect: ProfileScreen: @self, @identity, _viewModel changed.
// expect: ProfileScreen body: ana, 0 followers
:tap "Follow"
// expect: ProfileScreen: @dependencies changed.
// expect: ProfileScreen body: ana, 1 followers
:tap "Switch to ben"
// expect: AccountSwitcher body: ben
// expect: ProfileScreen init ben
// expect: ProfileViewModel init ben
// expect: ProfileScreen: @self changed.
// expect: ProfileScreen body: ana, 1 followers
:tap "Follow"
// expect: ProfileScreen: @dependencies changed.
// expect: ProfileScreen body: ana, 2 followers
