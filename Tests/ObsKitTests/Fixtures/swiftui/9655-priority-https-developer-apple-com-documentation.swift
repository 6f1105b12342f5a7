// Apple, "task(id:priority:_:)", https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:) — a user loader keyed by userID: the task starts when the view appears, and each new id cancels the running task and starts another, so a superseded load never writes its result
// Apple: "SwiftUI will automatically cancel the task at some point after the view disappears", and with an id
// the task is cancelled and restarted "when the id value changes" (rules §11.3). The body reads userID (it is the
// task's id), so a new id runs the body first; the cancelled load returns silently when its sleep throws.
import SwiftUI

struct UserLoader: View {
    @State private var userID = 1
    @State private var name = "-"

    var body: some View {
        let _ = print("UserLoader body, \(name)")
        VStack {
            Text(name)
            Button("Next user") { userID += 1 }
        }
        .task(id: userID) {
            let id = userID
            print("loading user \(id)")
            try? await Task.sleep(for: .seconds(1))
            if Task.isCancelled { return }
            name = "User \(id)"
            print("loaded user \(id)")
        }
    }
}

:mount UserLoader()
// expect: UserLoader body, -
// expect: loading user 1
:advance 1s
// expect: loaded user 1
// expect: UserLoader body, User 1
:tap "Next user"
// expect: UserLoader body, User 1
// expect: loading user 2
:advance 500ms
:tap "Next user"
// expect: UserLoader body, User 1
// expect: loading user 3
:advance 1s
// expect: loaded user 3
// expect: UserLoader body, User 3
:advance 2s
