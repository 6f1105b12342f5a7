// Tutorial style (loading state with .task): a spinner shows while a task sleeps, then withAnimation swaps it for the loaded rows; the task starts after the appear callbacks and its writes are one update (rules §11.1, §11.3, §10.1, §1.1, §15.15)
import SwiftUI

struct Article: Identifiable {
    let id: Int
    let title: String
}

struct LoadingSpinner: View {
    var body: some View {
        let _ = print("LoadingSpinner body")
        ProgressView("Loading…")
            .onAppear { print("spinner appeared") }
            .onDisappear { print("spinner disappeared") }
    }
}

struct ArticleFeedView: View {
    @State private var articles: [Article] = []
    @State private var isLoading = true

    var body: some View {
        let _ = print("ArticleFeedView body: loading \(isLoading), \(articles.count) articles")
        VStack(alignment: .leading) {
            if isLoading {
                LoadingSpinner()
                    .transition(.opacity)
            } else {
                ForEach(articles) { article in
                    Text(article.title)
                        .transition(.move(edge: .bottom))
                }
            }
        }
        .task {
            print("loading started")
            try? await Task.sleep(for: .seconds(1))
            withAnimation(.easeOut) {
                articles = [
                    Article(id: 1, title: "Springs explained"),
                    Article(id: 2, title: "Keyframes 101"),
                ]
                isLoading = false
            }
            print("loading finished")
        }
    }
}

:mount ArticleFeedView()
// expect: ArticleFeedView body: loading true, 0 articles
// expect: LoadingSpinner body
// expect: spinner appeared
// expect: loading started
:advance 500ms
:advance 500ms
// expect: loading finished
// expect: ArticleFeedView body: loading false, 2 articles
// expect: spinner disappeared
