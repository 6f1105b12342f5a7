// Stack Overflow style: the accepted answer to the configured @StateObject question: `.id(selected)` gives the card a new identity per user, so the old node dies (its loader deinits) and the new node runs the closure for the new user (rules §1.3, §1.4 ObsREPL's choice: the old node's objects go before the new closure runs, §4.3, T9)
import SwiftUI

final class ProfileLoader: ObservableObject {
    let userID: Int
    @Published var name: String

    init(userID: Int) {
        self.userID = userID
        name = "user-\(userID)"
        print("ProfileLoader \(userID) init")
    }

    deinit { print("ProfileLoader \(userID) deinit") }
}

struct ProfileCard: View {
    @StateObject private var loader: ProfileLoader

    init(userID: Int) {
        print("ProfileCard init \(userID)")
        _loader = StateObject(wrappedValue: ProfileLoader(userID: userID))
    }

    var body: some View {
        let _ = print("ProfileCard body: \(loader.name)")
        Text(loader.name)
    }
}

struct ProfilePicker: View {
    @State private var selected = 1

    var body: some View {
        let _ = print("ProfilePicker body: selected \(selected)")
        VStack {
            Button("Next user") { selected += 1 }
            ProfileCard(userID: selected)
                .id(selected)
        }
    }
}

:mount ProfilePicker()
// expect: ProfilePicker body: selected 1
// expect: ProfileCard init 1
// expect: ProfileLoader 1 init
// expect: ProfileCard body: user-1
:tap "Next user"
// expect: ProfilePicker body: selected 2
// expect: ProfileCard init 2
// expect: ProfileLoader 1 deinit
// expect: ProfileLoader 2 init
// expect: ProfileCard body: user-2
:unmount
// expect: ProfileLoader 2 deinit
