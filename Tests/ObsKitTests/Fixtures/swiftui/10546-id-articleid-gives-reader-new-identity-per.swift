// async-in-views style: .id(articleID) gives the reader a new identity per article: fresh @State and a fresh .task each time; the old node's task is cancelled with it (rules §1.3, §11.3)
import SwiftUI

struct ArticleView: View {
    let articleID: Int
    @State private var title: String?

    var body: some View {
        let _ = print("ArticleView body: #\(articleID) \(title ?? "loading")")
        Text(title ?? "Loading")
            .task {
                print("loading article \(articleID)")
                do {
                    try await Task.sleep(for: .seconds(1))
                    title = "Article \(articleID)"
                    print("article \(articleID) ready")
                } catch {}
            }
    }
}

struct ReaderScreen: View {
    @State private var articleID = 1

    var body: some View {
        VStack {
            Button("Next Article") { articleID += 1 }
            ArticleView(articleID: articleID)
                .id(articleID)
        }
    }
}

:mount ReaderScreen()
// expect: ArticleView body: #1 loading
// expect: loading article 1
:advance 1s
// expect: article 1 ready
// expect: ArticleView body: #1 Article 1
:tap "Next Article"
// expect: ArticleView body: #2 loading
// expect: loading article 2
:advance 500ms
:tap "Next Article"
// expect: ArticleView body: #3 loading
// expect: loading article 3
:advance 1s
// expect: article 3 ready
// expect: ArticleView body: #3 Article 3
