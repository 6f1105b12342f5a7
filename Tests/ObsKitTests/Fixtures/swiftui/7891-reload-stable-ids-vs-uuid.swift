// Blog post, "Why does reloading my feed collapse every row?" Rows keep their state across a reload only if the
// reloaded elements carry the same ids (rules §1.2). ServerFeed reloads with the server's ids: each row keeps its
// node and @State, and runs its body because its likes changed (§2.7). UUIDFeed's model makes `let id = UUID()`
// in every new element, so a reload replaces every id: all old rows disappear and new ones appear with fresh state
// (§1.4, §3.2, §11.1: all disappears before any appear, ObsREPL's choice).
import SwiftUI

struct Article: Identifiable {
    let id: Int
    let title: String
    var likes: Int
}

struct LocalArticle: Identifiable {
    let id = UUID()
    let title: String
    var likes: Int
}

struct ArticleRow: View {
    let title: String
    let likes: Int
    @State private var open = false

    var body: some View {
        let _ = print("\(title): \(likes) likes, open \(open)")
        Button(open ? "Close \(title)" : "Open \(title)") { open.toggle() }
            .onAppear { print("appear \(title)") }
            .onDisappear { print("disappear \(title)") }
    }
}

struct ServerFeed: View {
    @State private var articles = [Article(id: 1, title: "Swift", likes: 1), Article(id: 2, title: "Rust", likes: 2)]

    var body: some View {
        List(articles) { article in
            ArticleRow(title: article.title, likes: article.likes)
        }
        Button("Reload") {
            articles = articles.map { Article(id: $0.id, title: $0.title, likes: $0.likes + 10) }
        }
    }
}

struct UUIDFeed: View {
    @State private var articles = [LocalArticle(title: "Swift", likes: 1), LocalArticle(title: "Rust", likes: 2)]

    var body: some View {
        List(articles) { article in
            ArticleRow(title: article.title, likes: article.likes)
        }
        Button("Reload") {
            articles = articles.map { LocalArticle(title: $0.title, likes: $0.likes + 10) }
        }
    }
}

:mount ServerFeed()
// expect: Swift: 1 likes, open false
// expect: Rust: 2 likes, open false
// expect: appear Swift
// expect: appear Rust
:tap "Open Swift"
// expect: Swift: 1 likes, open true
:tap "Reload"
// expect: Swift: 11 likes, open true
// expect: Rust: 12 likes, open false
:unmount
// expect: disappear Swift
// expect: disappear Rust
:mount UUIDFeed()
// expect: Swift: 1 likes, open false
// expect: Rust: 2 likes, open false
// expect: appear Swift
// expect: appear Rust
:tap "Open Swift"
// expect: Swift: 1 likes, open true
:tap "Reload"
// expect: Swift: 11 likes, open false
// expect: Rust: 12 likes, open false
// expect: disappear Swift
// expect: disappear Rust
// expect: appear Swift
// expect: appear Rust
