// Kodeco-style "loading states" tutorial: an enum idle/loading/loaded/failed in a @MainActor view model, driven by
// `.task`, with a mock service injected through the screen's initializer
// What SwiftUI does: the first body sees `.idle` (rules §12.2). After the update the `.task` starts (rules §11.3,
// §10.3) and runs until it waits. The service protocol is `@MainActor`, like the view model and the task's closure,
// so `await service.fetchArticles()` on the mock, which never suspends, does not give the main actor up: `.loading`
// and `.loaded` are written in one go, and the two writes give one body run (rules §10.1), which sees `.loaded`.
// "Reload" starts a `Task` from the button; it starts when the tap's turn ends (rules §10.1, ObsREPL's choice), and
// again only the final state is rendered. An enum with an associated value is not Equatable, so each assignment
// notifies (rules §8.1).
// Sources: rules §8.1, §8.3, §10.1, §10.3, §11.3, §12.2; Apple `View/task(priority:_:)`
// https://developer.apple.com/documentation/swiftui/view/task(priority:_:)
import SwiftUI

struct Article: Identifiable, Hashable {
    let id: Int
    let title: String
}

@MainActor
protocol ArticleService {
    func fetchArticles() async throws -> [Article]
}

struct MockArticleService: ArticleService {
    func fetchArticles() async throws -> [Article] {
        print("MockArticleService.fetchArticles")
        return [
            Article(id: 1, title: "Getting started with Swift Testing"),
            Article(id: 2, title: "Observation in practice"),
        ]
    }
}

@MainActor
@Observable
final class ArticleListViewModel {
    enum LoadingState {
        case idle
        case loading
        case loaded([Article])
        case failed(String)
    }

    private(set) var state: LoadingState = .idle
    private let service: any ArticleService

    init(service: any ArticleService) {
        self.service = service
        print("ArticleListViewModel init")
    }

    var summary: String {
        switch state {
        case .idle: "idle"
        case .loading: "loading"
        case .loaded(let articles): "loaded \(articles.count)"
        case .failed(let message): "failed (\(message))"
        }
    }

    func load() async {
        state = .loading
        do {
            let articles = try await service.fetchArticles()
            state = .loaded(articles)
        } catch {
            state = .failed("Something went wrong")
        }
    }
}

struct ArticleListScreen: View {
    @State private var viewModel: ArticleListViewModel

    init(service: any ArticleService) {
        _viewModel = State(initialValue: ArticleListViewModel(service: service))
    }

    var body: some View {
        let _ = print("ArticleListScreen body: \(viewModel.summary)")
        VStack {
            switch viewModel.state {
            case .idle, .loading:
                ProgressView("Loading articles…")
            case .loaded(let articles):
                List(articles) { article in
                    Text(article.title)
                }
            case .failed(let message):
                Text(message)
            }
            Button("Reload") {
                Task { await viewModel.load() }
            }
        }
        .task {
            await viewModel.load()
        }
    }
}

:mount ArticleListScreen(service: MockArticleService())
// expect: ArticleListViewModel init
// expect: ArticleListScreen body: idle
// expect: MockArticleService.fetchArticles
// expect: ArticleListScreen body: loaded 2
:tap "Reload"
// expect: MockArticleService.fetchArticles
// expect: ArticleListScreen body: loaded 2
