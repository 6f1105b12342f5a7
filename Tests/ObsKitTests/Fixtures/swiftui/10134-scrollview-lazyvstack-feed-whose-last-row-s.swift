// what's-new style: ScrollView + LazyVStack feed whose last row's `.task` loads more: rows appear innermost-first in source order, tasks start after the appears; after the load only the new rows run their bodies (rules §1.5, §11.1, §2.6, §2.1)
import SwiftUI

@Observable
final class Feed {
    var posts: [Int] = Array(1...3)
    var isLoading = false

    func loadMore() async {
        guard !isLoading else { return }
        isLoading = true
        print("loading more after \(posts.count)")
        try? await Task.sleep(for: .seconds(1))
        let next = posts.count + 1
        posts.append(contentsOf: next...(next + 2))
        isLoading = false
        print("now \(posts.count) posts")
    }
}

struct PostRow: View {
    let number: Int

    var body: some View {
        let _ = print("PostRow body: \(number)")
        Text("Post \(number)")
    }
}

struct FeedView: View {
    @State private var feed = Feed()

    var body: some View {
        let _ = print("FeedView body: \(feed.posts.count) posts")
        ScrollView {
            LazyVStack {
                ForEach(feed.posts, id: \.self) { n in
                    PostRow(number: n)
                        .onAppear { print("row \(n) appeared") }
                        .task {
                            if n == feed.posts.last, n < 6 {
                                await feed.loadMore()
                            }
                        }
                }
            }
        }
    }
}

:mount FeedView()
// expect: FeedView body: 3 posts
// expect: PostRow body: 1
// expect: PostRow body: 2
// expect: PostRow body: 3
// expect: row 1 appeared
// expect: row 2 appeared
// expect: row 3 appeared
// expect: loading more after 3
:advance 1s
// expect: now 6 posts
// expect: FeedView body: 6 posts
// expect: PostRow body: 4
// expect: PostRow body: 5
// expect: PostRow body: 6
// expect: row 4 appeared
// expect: row 5 appeared
// expect: row 6 appeared
