// Apple docs style (task): an async load starts when the view appears and is cancelled when the view goes away (rules §11.3, §1.4, §8.3)
// Page: https://developer.apple.com/documentation/swiftui/view/task(priority:_:)
import SwiftUI
import Observation

@MainActor
@Observable
final class FeedModel {
    var posts: [String] = []

    func load() async {
        print("load begins")
        try? await Task.sleep(for: .seconds(1))
        if Task.isCancelled {
            print("load cancelled")
            return
        }
        posts = ["First", "Second"]
        print("load done")
    }
}

struct FeedView: View {
    @State private var model = FeedModel()

    var body: some View {
        let _ = print("feed shows \(model.posts.count) posts")
        List(model.posts, id: \.self) { post in
            Text(post)
        }
        .task { await model.load() }
    }
}

struct FeedHost: View {
    @State private var showFeed = true

    var body: some View {
        VStack {
            Button("Hide") { showFeed = false }
            if showFeed {
                FeedView()
            }
        }
    }
}

:mount FeedHost()
// expect: feed shows 0 posts
// expect: load begins
:advance 1s
// expect: load done
// expect: feed shows 2 posts
:mount FeedHost()
// expect: feed shows 0 posts
// expect: load begins
:tap "Hide"
// expect: load cancelled
:advance 1s
