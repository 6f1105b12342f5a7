// Issue 13 (A), the "load more when the last row appears" feed: a LazyVStack in a ScrollView whose last row's
// onAppear loads the next page (three pages of three posts).
// Expected: with nine short rows everything is on screen (2219), so each new last row appears at once and
// asks for the next page, until the last page; appear callbacks run in row order after each update.
import SwiftUI

struct Post: Identifiable {
    let id: Int
    var title: String { "Post \(id)" }
}

@Observable
final class FeedLoader {
    private(set) var posts: [Post] = []
    private var page = 0
    let lastPage = 3

    func loadNextPage() {
        guard page < lastPage else {
            print("no more pages")
            return
        }
        page += 1
        let start = posts.count + 1
        posts += (start..<start + 3).map { Post(id: $0) }
        print("loaded page \(page), \(posts.count) posts")
    }
}

struct FeedView: View {
    @State private var loader = FeedLoader()

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 8) {
                ForEach(loader.posts) { post in
                    Text(post.title)
                        .onAppear {
                            if post.id == loader.posts.last?.id {
                                loader.loadNextPage()
                            }
                        }
                }
            }
        }
        .onAppear {
            loader.loadNextPage()
        }
    }
}

:mount FeedView()

// expect: loaded page 1, 3 posts
// expect: loaded page 2, 6 posts
// expect: loaded page 3, 9 posts
// expect: no more pages
