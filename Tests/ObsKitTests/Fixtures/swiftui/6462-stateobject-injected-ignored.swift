// Donny Wals / SwiftLee "injecting a view model with StateObject(wrappedValue:)": later arguments are ignored, the autoclosure never runs again; Apple "StateObject"; rules §4.1, §4.3, §2.5, §12.1, §12.2 (T9)
import SwiftUI

final class ProfileViewModel: ObservableObject {
    let userID: Int
    @Published var followers = 0

    init(userID: Int) {
        self.userID = userID
        print("ProfileViewModel \(userID) init")
    }
}

struct ProfileView: View {
    @StateObject private var viewModel: ProfileViewModel

    init(userID: Int) {
        print("ProfileView init \(userID)")
        _viewModel = StateObject(wrappedValue: ProfileViewModel(userID: userID))
    }

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("showing user \(viewModel.userID), \(viewModel.followers) followers")
        Button("Follow") { viewModel.followers += 1 }
    }
}

struct ProfileHost: View {
    @State private var userID = 1

    var body: some View {
        VStack {
            Button("Next user") { userID += 1 }
            ProfileView(userID: userID)
        }
    }
}

:mount ProfileHost()
:tap "Next user"
:tap "Follow"

// expect: ProfileView init 1
// expect: ProfileViewModel 1 init
// expect: ProfileView: @self, @identity, _viewModel changed.
// expect: showing user 1, 0 followers
// expect: ProfileView init 2
// expect: ProfileView: @self changed.
// expect: showing user 1, 0 followers
// expect: ProfileView: _viewModel changed.
// expect: showing user 1, 1 followers
