// iOS 17 scroll APIs from WWDC23 "Beyond scroll views": a LazyVStack marked `.scrollTargetLayout()` and a
// ScrollView bound to `.scrollPosition(id:)`; buttons jump by writing the position.
// Source: Apple, `view/scrollposition(id:anchor:)`.
// Expected: writing the binding scrolls to that row; the binding keeps the written id (30 rows of 80 pt,
// so row 20 can be scrolled to the top), and onChange prints each jump.
import SwiftUI

struct Post: Identifiable {
    let id: Int
    var title: String { "Post \(id)" }
}

struct FeedView: View {
    let posts = (1...30).map { Post(id: $0) }
    @State private var position: Int?

    var body: some View {
        VStack {
            HStack {
                Button("Top") { position = 1 }
                Button("Jump to 20") { position = 20 }
            }
            ScrollView {
                LazyVStack {
                    ForEach(posts) { post in
                        Text(post.title)
                            .frame(maxWidth: .infinity, minHeight: 80)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollPosition(id: $position)
        }
        .onChange(of: position) { old, new in
            print("position:", old ?? 0, "->", new ?? 0)
        }
    }
}

:mount FeedView()
:tap "Jump to 20"
:tap "Top"

// expect: position: 0 -> 20
// expect: position: 20 -> 1
