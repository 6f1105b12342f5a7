// Feed: a load that fails the first time, its error shown in an alert with Retry and Cancel, then a retry that
// succeeds, own code in the style of "handling errors in SwiftUI" tutorials.
// What SwiftUI does: the alert's `message:` closure is not escaping and runs in the parent's body at every render,
// shown or not, so the body depends on `model.error` (rules §8.4, §8.6, §13.2). At mount the task's `error = nil`
// is an equal assignment and notifies nobody (rules §8.1). When the load fails, the error is set and the body runs;
// `showingError`, only bound to the alert, adds no dependency (rules §8.7). Tapping Retry closes the alert (rules
// §13.2) and starts a `Task` after the update (rules §10.1): it clears the error (a body run) and, a second later,
// publishes the posts (another).
// Sources: rules §8.1, §8.4, §8.6, §8.7, §10.1, §13.2;
// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:)
import SwiftUI

enum FeedError: LocalizedError {
    case offline

    var errorDescription: String? {
        "You appear to be offline."
    }
}

@MainActor
@Observable
final class FeedModel {
    var posts: [String] = []
    var error: FeedError?
    private var attempts = 0

    func load() async {
        attempts += 1
        let attempt = attempts
        print("load attempt \(attempt)")
        error = nil
        do {
            try await Task.sleep(for: .seconds(1))
            if attempt == 1 {
                throw FeedError.offline
            }
            posts = ["First post", "Second post"]
            print("attempt \(attempt) succeeded")
        } catch let failure as FeedError {
            print("attempt \(attempt) failed: \(failure.localizedDescription)")
            error = failure
        } catch {
            print("attempt \(attempt) cancelled")
        }
    }
}

struct FeedView: View {
    @State private var model = FeedModel()
    @State private var showingError = false

    var body: some View {
        let _ = print("FeedView body: \(model.posts.count) posts")
        List(model.posts, id: \.self) { post in
            Text(post)
        }
        .task {
            await load()
        }
        .alert("Couldn't load feed", isPresented: $showingError) {
            Button("Retry") {
                Task { await load() }
            }
            Button("Cancel", role: .cancel) { }
        } message: {
            Text(model.error?.localizedDescription ?? "Unknown error")
        }
    }

    private func load() async {
        await model.load()
        showingError = model.error != nil
    }
}

:mount FeedView()
// expect: FeedView body: 0 posts
// expect: load attempt 1
:advance 1s
// expect: attempt 1 failed: You appear to be offline.
// expect: FeedView body: 0 posts
:tap "Retry"
// expect: load attempt 2
// expect: FeedView body: 0 posts
:advance 1s
// expect: attempt 2 succeeded
// expect: FeedView body: 2 posts
