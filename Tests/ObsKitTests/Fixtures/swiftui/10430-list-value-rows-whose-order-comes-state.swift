// Apple List docs style: a list of value rows whose order comes from a @State Toggle ("Newest first") and whose visible count from a segmented Picker over Ints; flipping either runs only the screen: rows keep their nodes by id and hold equal values (rules §1.2, §2.3, §2.7, §15.5, §3.5)
import SwiftUI

struct Post: Identifiable, Equatable {
    let id: Int
    let headline: String
}

struct PostRow: View {
    let post: Post

    var body: some View {
        let _ = print("PostRow body: \(post.headline)")
        Text(post.headline)
    }
}

struct FeedView: View {
    @State private var newestFirst = false
    @State private var limit = 3
    private let posts = [Post(id: 1, headline: "Hello"), Post(id: 2, headline: "Update"), Post(id: 3, headline: "News")]

    private var visible: [Post] {
        let ordered = newestFirst ? posts.reversed() : posts
        return Array(ordered.prefix(limit))
    }

    var body: some View {
        let _ = print("FeedView body: \(visible.map(\.headline).joined(separator: ","))")
        VStack {
            Toggle("Newest first", isOn: $newestFirst)
            Picker("Show", selection: $limit) {
                Text("2").tag(2)
                Text("3").tag(3)
            }
            .pickerStyle(.segmented)
            List(visible) { post in
                PostRow(post: post)
            }
        }
    }
}

:mount FeedView()
// expect: FeedView body: Hello,Update,News
// expect: PostRow body: Hello
// expect: PostRow body: Update
// expect: PostRow body: News
:toggle "Newest first"
// expect: FeedView body: News,Update,Hello
:pick "2" in "Show"
// expect: FeedView body: News,Update
:toggle "Newest first"
// expect: FeedView body: Hello,Update
// expect: PostRow body: Hello
