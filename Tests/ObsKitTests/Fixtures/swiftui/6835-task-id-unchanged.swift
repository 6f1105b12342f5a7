// Follows Apple's `task(id:priority:_:)` page
// (https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)): the task runs when the view appears
// and again only "when a specified value changes". Own code: a profile screen keyed by the user's id, with a like
// counter that re-runs the body without touching the id.
// - A body run with the same id neither cancels nor restarts the task (rules §11.3: restarted when `id` changes,
//   by `!=`): liking while the profile loads lets the load finish.
// - Each @State write runs the body once at the next update (rules §3.4, §10.1); the task's first line runs after
//   the body that made it appear or changed its id (rules §10.3, §11.3).
// - "Next user" is tapped only after the previous load finished, so no cancellation happens in this script (whose
//   order against the new task's start is not specified, rules §11.3).
import SwiftUI

struct ProfileScreen: View {
    @State private var userID = 1
    @State private var likes = 0
    @State private var name = "unknown"

    var body: some View {
        let _ = print("ProfileScreen body, user \(userID) (\(name)), likes \(likes)")
        VStack {
            Text(name)
            Button("Like (\(likes))") { likes += 1 }
            Button("Next user") { userID += 1 }
        }
        .task(id: userID) {
            let id = userID
            print("loading user \(id)")
            do {
                try await Task.sleep(for: .seconds(1))
            } catch {
                print("loading user \(id) cancelled")
                return
            }
            name = "User \(id)"
            print("loaded user \(id)")
        }
    }
}

:mount ProfileScreen()
// expect: ProfileScreen body, user 1 (unknown), likes 0
// expect: loading user 1
:tap "Like (0)"
// expect: ProfileScreen body, user 1 (unknown), likes 1
:advance 1s
// expect: loaded user 1
// expect: ProfileScreen body, user 1 (User 1), likes 1
:tap "Like (1)"
// expect: ProfileScreen body, user 1 (User 1), likes 2
:tap "Next user"
// expect: ProfileScreen body, user 2 (User 1), likes 2
// expect: loading user 2
:advance 1s
// expect: loaded user 2
// expect: ProfileScreen body, user 2 (User 2), likes 2
