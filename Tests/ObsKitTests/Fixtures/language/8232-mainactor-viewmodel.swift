// Concurrency tutorial: a @MainActor view model updates its state on the main actor
struct Article: Sendable {
    let title: String
    let likes: Int
}

actor ArticleService {
    func fetchArticles() async -> [Article] {
        [Article(title: "Meet async/await", likes: 120),
         Article(title: "Actors in Swift", likes: 95),
         Article(title: "Task groups", likes: 240)]
    }
}

@MainActor
final class ArticleListViewModel {
    private(set) var articles: [Article] = []
    private(set) var isLoading = false
    private let service = ArticleService()

    func load() async {
        isLoading = true
        render()
        let fetched = await service.fetchArticles()
        articles = fetched.sorted { $0.likes > $1.likes }
        isLoading = false
        render()
    }

    func render() {
        if isLoading {
            print("[UI] Loading...")
        } else {
            print("[UI] Showing \(articles.count) articles")
            for article in articles {
                print("[UI]   \(article.title) (\(article.likes) likes)")
            }
        }
    }
}

@MainActor
func showBanner(_ text: String) {
    print("[Banner] \(text)")
}

let viewModel = ArticleListViewModel()
await viewModel.load()

let background = Task.detached {
    let total = await ArticleService().fetchArticles().reduce(0) { $0 + $1.likes }
    await showBanner("Total likes: \(total)")
}
await background.value
print("Still loading? \(viewModel.isLoading)")
// expect: [UI] Loading...
// expect: [UI] Showing 3 articles
// expect: [UI]   Task groups (240 likes)
// expect: [UI]   Meet async/await (120 likes)
// expect: [UI]   Actors in Swift (95 likes)
// expect: [Banner] Total likes: 455
// expect: Still loading? false
