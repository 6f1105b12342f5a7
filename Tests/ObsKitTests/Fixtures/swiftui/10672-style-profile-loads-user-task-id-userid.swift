// Swift with Majid "task(id:)" style: a profile loads its user in .task(id: userID); a new id from the picker cancels the running load and starts another, so a cancelled load never writes; the parent's body and the child's run for the new id first (rules §11.3, §2.1, §10.1)
import SwiftUI

struct UserProfile: View {
    let userID: Int
    @State private var name = "Loading"

    var body: some View {
        let _ = print("UserProfile body: user \(userID), \(name)")
        Text(name)
            .task(id: userID) {
                print("loading user \(userID)")
                try? await Task.sleep(for: .milliseconds(500))
                guard !Task.isCancelled else { return }
                name = "User #\(userID)"
                print("loaded user \(userID)")
            }
    }
}

struct ProfileSwitcher: View {
    @State private var selectedID = 1

    var body: some View {
        let _ = print("ProfileSwitcher body: \(selectedID)")
        VStack {
            Picker("User", selection: $selectedID) {
                Text("One").tag(1)
                Text("Two").tag(2)
                Text("Three").tag(3)
            }
            .pickerStyle(.segmented)
            UserProfile(userID: selectedID)
        }
    }
}

:mount ProfileSwitcher()
// expect: ProfileSwitcher body: 1
// expect: UserProfile body: user 1, Loading
// expect: loading user 1
:advance 500ms
// expect: loaded user 1
// expect: UserProfile body: user 1, User #1
:pick "Two" in "User"
// expect: ProfileSwitcher body: 2
// expect: UserProfile body: user 2, User #1
// expect: loading user 2
:advance 200ms
:pick "Three" in "User"
// expect: ProfileSwitcher body: 3
// expect: UserProfile body: user 3, User #1
// expect: loading user 3
:advance 300ms
:advance 200ms
// expect: loaded user 3
// expect: UserProfile body: user 3, User #3
