// Issue 13 (B), lazy stacks: a LazyVStack in a ScrollView creates its rows as they come on screen, so a
// row's onAppear runs when it is first shown; a row added later appears when it is inserted (and visible).
// Buttons in lazy rows are tappable like any other.
// Source: https://developer.apple.com/documentation/swiftui/lazyvstack ("The stack is 'lazy,' in that the
// stack view doesn't create items until it needs to render them onscreen"),
// https://developer.apple.com/documentation/swiftui/creating-performant-scrollable-stacks. Rules §1, §11.
// Assumed: a handful of short rows all fit on an iPhone screen, so every row is on screen (ObsREPL has no
// viewport and treats every row as visible).
import SwiftUI

struct Timeline: View {
    @State private var posts = ["Post 1", "Post 2", "Post 3"]

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading) {
                ForEach(posts, id: \.self) { post in
                    Button(post) { print("open", post) }
                        .onAppear { print("appear", post) }
                }
                Button("Load more") { posts.append("Post \(posts.count + 1)") }
            }
        }
    }
}

:mount Timeline()
:tap "Post 2"
:tap "Load more"
:tap "Post 4"

// expect: appear Post 1
// expect: appear Post 2
// expect: appear Post 3
// expect: open Post 2
// expect: appear Post 4
// expect: open Post 4
