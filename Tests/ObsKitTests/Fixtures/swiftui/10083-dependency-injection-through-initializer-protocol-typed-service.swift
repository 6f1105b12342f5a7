// architecture style: dependency injection through the initializer: a protocol-typed service with a mock, handed to the screen, which builds its @MainActor view model with it; a `LoadState` enum driven from `.task` on the virtual clock, and a Reload button (rules §4.1, §4.2, §11.3, §10.1)
import SwiftUI

struct Article: Identifiable, Equatable {
    let id: Int
    let title: String
}

protocol ArticleService {
    func fetchArticles() async throws -> [Article]
}

struct MockArticleService: ArticleService {
    func fetchArticles() async throws -> [Article] {
        print("mock fetch started")
        try await Task.sleep(for: .seconds(1))
        return [Article(id: 1, title: "Intro"), Article(id: 2, title: "Deep dive")]
    }
}

enum LoadState {
    case idle
    case loading
    case loaded([Article])
    case failed(String)
}

@MainActor
final class ArticlesViewModel: ObservableObject {
    @Published private(set) var state: LoadState = .idle
    private let service: ArticleService

    init(service: ArticleService) {
        self.service = service
        print("ArticlesViewModel init")
    }

    func load() async {
        state = .loading
        do {
            let articles = try await service.fetchArticles()
            state = .loaded(articles)
        } catch {
            state = .failed("\(error)")
        }
    }
}

struct ArticlesScreen: View {
    @StateObject private var viewModel: ArticlesViewModel

    init(service: ArticleService) {
        _viewModel = StateObject(wrappedValue: ArticlesViewModel(service: service))
    }

    var stateLabel: String {
        switch viewModel.state {
        case .idle: return "idle"
        case .loading: return "loading"
        case .loaded(let articles): return "loaded \(articles.count)"
        case .failed(let message): return "failed \(message)"
        }
    }

    var body: some View {
        let _ = print("ArticlesScreen body: \(stateLabel)")
        VStack {
            Button("Reload") { Task { await viewModel.load() } }
            switch viewModel.state {
            case .idle, .loading:
                ProgressView()
            case .loaded(let articles):
                List(articles) { article in
                    Text(article.title)
                }
            case .failed(let message):
                Text(message)
            }
        }
        .task { await viewModel.load() }
    }
}

:mount ArticlesScreen(service: MockArticleService())
// expect: ArticlesViewModel init
// expect: ArticlesScreen body: idle
// expect: mock fetch started
// expect: ArticlesScreen body: loading
:advance 1s
// expect: ArticlesScreen body: loaded 2
:tap "Reload"
// expect: mock fetch started
// expect: ArticlesScreen body: loading
:advance 1s
// expect: ArticlesScreen body: loaded 2
