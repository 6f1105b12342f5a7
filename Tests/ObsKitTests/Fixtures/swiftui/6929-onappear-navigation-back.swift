// Q (Stack Overflow style): "onAppear is called again when I navigate back, and my list reloads"
// "FeedView loads its articles in `.onAppear`. Every time I come back from an ArticleDetail, onAppear runs again."
// Accepted answer: that's by design. onAppear runs every time the view goes from not visible to visible (rules
// §11.1); in a NavigationStack a pushed screen covers the root, and popping shows it again (rules §14.3). Guard the
// load with a flag (or use `.task`, which also runs on each appearance, so it needs the same guard). Note that
// `hasLoaded` is never read by the body, so setting it re-runs nothing (rules §3.5); `articles` is read, so the
// load's write re-runs the body once after the appear callback (rules §10.1).
// Source: rules §11.1, §14.3, §3.5; Apple https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
// (the action runs each time the view appears, before its first rendered frame).
import SwiftUI

struct Article: Identifiable, Hashable {
    let id: Int
    let title: String
}

struct ArticleDetail: View {
    let article: Article

    var body: some View {
        let _ = print("ArticleDetail body: \(article.title)")
        Text(article.title)
    }
}

struct FeedView: View {
    @State private var articles: [Article] = []
    @State private var hasLoaded = false

    var body: some View {
        let _ = print("FeedView body: \(articles.count) articles")
        NavigationStack {
            List(articles) { article in
                NavigationLink(article.title, value: article)
            }
            .navigationDestination(for: Article.self) { article in
                ArticleDetail(article: article)
            }
            .onAppear {
                print("onAppear, hasLoaded \(hasLoaded)")
                guard !hasLoaded else { return }
                hasLoaded = true
                articles = [Article(id: 1, title: "Swift 6"), Article(id: 2, title: "Observation")]
            }
        }
    }
}

:mount FeedView()
// expect: FeedView body: 0 articles
// expect: onAppear, hasLoaded false
// expect: FeedView body: 2 articles
:tap "Swift 6"
// expect: ArticleDetail body: Swift 6
:back
// expect: onAppear, hasLoaded true
:tap "Observation"
// expect: ArticleDetail body: Observation
:back
// expect: onAppear, hasLoaded true
