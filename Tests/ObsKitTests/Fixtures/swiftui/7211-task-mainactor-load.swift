// A feed that loads in `.task { await viewModel.load() }`, with a `@MainActor` view model publishing `isLoading` and
// the articles, as iOS 15/16 async/await tutorials write it.
// What SwiftUI does: `.task` starts its action when the view appears, after the first body (rules §11.3, §10.3). The
// load sets `isLoading` and suspends in `Task.sleep`; that write runs the body once (rules §10.1). When the sleep ends
// (the virtual clock, `:advance`, rules §10.1), the articles and the `defer`'s `isLoading = false` are written in one
// resumption: one body for both (rules §10.1, T11). Nothing happens while the task sleeps.
// Sources: rules §4.2, §10.1, §10.3, §11.3; https://developer.apple.com/documentation/swiftui/view/task(priority:_:)
// https://developer.apple.com/documentation/swift/mainactor
import SwiftUI
import Combine

struct Article: Identifiable {
    let id: Int
    let title: String
}

@MainActor
final class FeedViewModel: ObservableObject {
    @Published private(set) var articles: [Article] = []
    @Published private(set) var isLoading = false

    init() { print("FeedViewModel init") }

    func load() async {
        print("load started")
        isLoading = true
        defer { isLoading = false }
        do {
            try await Task.sleep(for: .seconds(2))
            articles = [Article(id: 1, title: "Combine basics"), Article(id: 2, title: "Publishers in depth")]
            print("load finished: \(articles.count) articles")
        } catch {
            print("load cancelled")
        }
    }
}

struct FeedView: View {
    @StateObject private var viewModel = FeedViewModel()

    var body: some View {
        let _ = print("FeedView body: loading \(viewModel.isLoading), \(viewModel.articles.count) articles")
        List(viewModel.articles) { article in
            Text(article.title)
        }
        .overlay {
            if viewModel.isLoading {
                ProgressView()
            }
        }
        .task {
            await viewModel.load()
        }
    }
}

:mount FeedView()
// expect: FeedViewModel init
// expect: FeedView body: loading false, 0 articles
// expect: load started
// expect: FeedView body: loading true, 0 articles
:advance 1s
:advance 1s
// expect: load finished: 2 articles
// expect: FeedView body: loading false, 2 articles
