// Sarunw style: onAppear in ForEach rows: a feed keyed by its strings; inserting a post at the top makes one new row (its body and onAppear) and leaves the others alone, removing the last runs only its onDisappear (and the parent's body) (rules §1.2, §11.1, §2.1, §2.7)
import SwiftUI

struct FeedRow: View {
    let title: String

    var body: some View {
        let _ = print("FeedRow body: \(title)")
        Text(title)
            .onAppear { print("appear \(title)") }
            .onDisappear { print("disappear \(title)") }
    }
}

struct FeedScreen: View {
    @State private var posts = ["Hello", "World"]

    var body: some View {
        let _ = print("FeedScreen body: \(posts.count)")
        VStack {
            ForEach(posts, id: \.self) { post in
                FeedRow(title: post)
            }
            Button("Post") { posts.insert("New \(posts.count)", at: 0) }
            Button("Remove last") { posts.removeLast() }
        }
    }
}

:mount FeedScreen()
// expect: FeedScreen body: 2
// expect: FeedRow body: Hello
// expect: FeedRow body: World
// expect: appear Hello
// expect: appear World
:tap "Post"
// expect: FeedScreen body: 3
// expect: FeedRow body: New 2
// expect: appear New 2
:tap "Remove last"
// expect: FeedScreen body: 2
// expect: disappear World
:tap "Remove last"
// expect: FeedScreen body: 1
// expect: disappear Hello
