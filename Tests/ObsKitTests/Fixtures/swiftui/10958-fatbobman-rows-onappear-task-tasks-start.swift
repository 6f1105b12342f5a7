// Blog style (Fatbobman): rows with onAppear and .task: tasks start after all appear callbacks, an inserted row appears and loads alone, and sleeping tasks resume on :advance (rules §11.1, §11.3, §1.2, §10.1)
import SwiftUI

struct Article: Identifiable {
    let id: Int
    let headline: String
}

struct ArticleRow: View {
    let article: Article
    @State private var summary = "pending"

    var body: some View {
        let _ = print("ArticleRow \(article.id) summary=\(summary)")
        Text("\(article.headline) \(summary)")
            .onAppear { print("appear \(article.id)") }
            .task {
                print("task start \(article.id)")
                try? await Task.sleep(for: .seconds(1))
                summary = "loaded"
            }
    }
}

struct FeedView: View {
    @State private var articles = [Article(id: 1, headline: "Rain"), Article(id: 2, headline: "Sun")]

    var body: some View {
        let _ = print("FeedView body")
        VStack {
            List(articles) { article in
                ArticleRow(article: article)
            }
            Button("Breaking") {
                articles.insert(Article(id: 3, headline: "Snow"), at: 0)
            }
        }
    }
}
:mount FeedView()
// expect: FeedView body
// expect: ArticleRow 1 summary=pending
// expect: ArticleRow 2 summary=pending
// expect: appear 1
// expect: appear 2
// expect: task start 1
// expect: task start 2
:advance 1s
// expect: ArticleRow 1 summary=loaded
// expect: ArticleRow 2 summary=loaded
:tap "Breaking"
// expect: FeedView body
// expect: ArticleRow 3 summary=pending
// expect: appear 3
// expect: task start 3
:advance 1s
// expect: ArticleRow 3 summary=loaded
