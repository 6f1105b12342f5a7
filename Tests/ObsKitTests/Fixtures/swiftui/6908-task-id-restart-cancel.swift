// `.task(id: userID)` reloading a user's posts when the parent picks another user, the modern replacement for
// `onChange` plus a stored Task in Swift by Sundell's and SwiftLee's articles.
// What SwiftUI does: the task starts when the view appears; when `id` changes, SwiftUI cancels the running task
// and starts a new one with the view's new values (Apple, task(id:priority:_:):
// https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:); rules §11.3). A task that already
// finished has nothing to cancel. The cancelled load for user 2 never prints "loaded": its sleep throws and the
// catch returns quietly (Swift, Task.sleep(for:) throws CancellationError when cancelled). The parent's body reads
// `userID`, and the child's new value differs, so the child's body runs before its new task starts.
import SwiftUI

struct UserPostsView: View {
    let userID: Int
    @State private var posts: [String] = []

    var body: some View {
        let _ = print("UserPostsView body, user \(userID), \(posts.count) posts")
        List(posts, id: \.self) { post in
            Text(post)
        }
        .task(id: userID) {
            print("loading user \(userID)")
            do {
                try await Task.sleep(for: .seconds(1))
                posts = (1...userID).map { "Post \($0) by user \(userID)" }
                print("loaded user \(userID)")
            } catch {
                return
            }
        }
    }
}

struct UsersScreen: View {
    @State private var userID = 1

    var body: some View {
        VStack {
            UserPostsView(userID: userID)
            Button("Next user") { userID += 1 }
        }
    }
}

:mount UsersScreen()
// expect: UserPostsView body, user 1, 0 posts
// expect: loading user 1
:advance 1s
// expect: loaded user 1
// expect: UserPostsView body, user 1, 1 posts
:tap "Next user"
// expect: UserPostsView body, user 2, 1 posts
// expect: loading user 2
:advance 500ms
:tap "Next user"
// expect: UserPostsView body, user 3, 1 posts
// expect: loading user 3
:advance 1s
// expect: loaded user 3
// expect: UserPostsView body, user 3, 3 posts
