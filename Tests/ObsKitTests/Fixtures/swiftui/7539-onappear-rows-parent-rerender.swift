// Hacking with Swift style: logging `onAppear` on a List and its rows — a parent re-render fires nothing, a new row fires once
// What SwiftUI does: onAppear fires when a view goes from not visible to visible, after the update that inserted
// it (rules §11.1, §10.3); at mount the List's callback runs before its rows', in tree order (rules §11.1, ObsREPL's
// choice). A re-render of the parent (its counter changed) inserts nothing, so nothing appears again (rules §11.1).
// Appending an item adds one id: one row appears (rules §1.2).
// Sources: rules §1.2, §10.3, §11.1; https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
// Order corrected (2026-12-02, rules §11.1): appearance effects run innermost first, and after a push or a pop appearances come before disappearances. This supersedes what the header above says of the order.
import SwiftUI

struct FeedView: View {
    @State private var posts = ["Hello", "Photos"]
    @State private var refreshes = 0

    var body: some View {
        let _ = print("FeedView body: \(posts.count) posts, \(refreshes) refreshes")
        VStack {
            Button("Refresh") { refreshes += 1 }
            Button("Post") { posts.append("Post \(posts.count + 1)") }
            List {
                ForEach(posts, id: \.self) { post in
                    Text(post)
                        .onAppear { print("row appeared: \(post)") }
                }
            }
            .onAppear { print("list appeared") }
        }
    }
}

:mount FeedView()
// expect: FeedView body: 2 posts, 0 refreshes
// expect: row appeared: Hello
// expect: row appeared: Photos
// expect: list appeared
:tap "Refresh"
// expect: FeedView body: 2 posts, 1 refreshes
:tap "Post"
// expect: FeedView body: 3 posts, 1 refreshes
// expect: row appeared: Post 3
:tap "Refresh"
// expect: FeedView body: 3 posts, 2 refreshes
