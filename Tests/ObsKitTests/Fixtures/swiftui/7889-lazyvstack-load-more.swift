// The "load more when the last row appears" feed in a ScrollView + LazyVStack. A lazy stack makes rows as they
// come near the screen (rules §1.5); with a handful of short rows every row is on screen, so each row's onAppear
// runs after the update that made it (§11.1; corpus assumption 9). The last row's onAppear appends three posts; the
// write queues an update (§10.1): the feed's body runs again, the three new rows appear, and the new last row
// (6) stops the loading. Existing rows don't appear again (§11.1: a re-render fires neither).
import SwiftUI

struct FeedRow: View {
    let n: Int
    var body: some View {
        Text("Post \(n)")
    }
}

struct InfiniteFeed: View {
    @State private var posts = Array(1...3)

    var body: some View {
        let _ = print("feed body: \(posts.count) posts")
        ScrollView {
            LazyVStack {
                ForEach(posts, id: \.self) { n in
                    FeedRow(n: n)
                        .onAppear {
                            print("appear \(n)")
                            if n == posts.last && posts.count < 6 {
                                posts.append(contentsOf: (posts.count + 1)...(posts.count + 3))
                            }
                        }
                }
            }
        }
    }
}

:mount InfiniteFeed()
// expect: feed body: 3 posts
// expect: appear 1
// expect: appear 2
// expect: appear 3
// expect: feed body: 6 posts
// expect: appear 4
// expect: appear 5
// expect: appear 6
