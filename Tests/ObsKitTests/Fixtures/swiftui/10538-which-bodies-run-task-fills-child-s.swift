// async-in-views style: which bodies run when a .task fills a child's @State: only the child that owns and reads the state; its parent and sibling keep their output (rules §12, §3.5, §2.7)
import SwiftUI

func loadPosts() async -> [String] {
    try? await Task.sleep(for: .seconds(1))
    return ["First post", "Second post"]
}

struct FeedHeader: View {
    let title: String

    var body: some View {
        let _ = Self._printChanges()
        Text(title)
    }
}

struct PostFeed: View {
    @State private var posts: [String] = []

    var body: some View {
        let _ = Self._printChanges()
        List(posts, id: \.self) { post in
            Text(post)
        }
        .task { posts = await loadPosts() }
    }
}

struct HomeScreen: View {
    var body: some View {
        let _ = Self._printChanges()
        VStack {
            FeedHeader(title: "Home")
            PostFeed()
        }
    }
}

:mount HomeScreen()
// expect: HomeScreen: @self changed.
// expect: FeedHeader: @self changed.
// expect: PostFeed: @self, @identity, _posts changed.
:advance 1s
// expect: PostFeed: _posts changed.
