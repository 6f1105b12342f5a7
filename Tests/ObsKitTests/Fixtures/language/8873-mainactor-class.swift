// Apple docs style (@MainActor): a view model whose UI state lives on the main actor
struct Article: Sendable {
    let id: Int
    let title: String
    let likes: Int
}

// Background service: not isolated to any actor.
struct ArticleService {
    func fetchArticles() async -> [Article] {
        await Task.yield()
        return [
            Article(id: 3, title: "Actors in practice", likes: 120),
            Article(id: 1, title: "Structured concurrency", likes: 340),
            Article(id: 2, title: "AsyncStream recipes", likes: 95),
        ]
    }
}

@MainActor
final class FeedViewModel {
    enum State: Equatable {
        case idle, loading, loaded(count: Int), failed(String)
    }

    private(set) var state: State = .idle
    private(set) var rows: [String] = []
    private(set) var stateChanges: [State] = []
    private let service = ArticleService()

    private func set(_ new: State) {
        state = new
        stateChanges.append(new)
    }

    func refresh() async {
        set(.loading)
        let articles = await service.fetchArticles()   // hops off and back onto the main actor
        rows = articles
            .sorted { $0.likes > $1.likes }
            .map { "\($0.title) (\($0.likes))" }
        set(.loaded(count: rows.count))
    }

    func like(row index: Int) {
        guard rows.indices.contains(index) else {
            set(.failed("no row \(index)"))
            return
        }
        rows[index] += " +1"
    }
}

// Top-level code already runs on the main actor, so the view model can be used directly.
let viewModel = FeedViewModel()
print("initial:", viewModel.state)
await viewModel.refresh()
print("after refresh:", viewModel.state)
for row in viewModel.rows {
    print(" -", row)
}
viewModel.like(row: 0)
viewModel.like(row: 7)
print("first row:", viewModel.rows[0])
print("history:", viewModel.stateChanges)

// From a detached task (not on the main actor), calls need await.
let fromBackground = Task.detached { () -> Int in
    await viewModel.refresh()
    return await viewModel.rows.count
}
print("rows seen from background:", await fromBackground.value)
print("final state:", viewModel.state)

// An individual function can also be pinned to the main actor.
@MainActor func updateTitle(_ vm: FeedViewModel) -> String {
    "Feed (\(vm.rows.count))"
}
print(updateTitle(viewModel))

// expect: initial: idle
// expect: after refresh: loaded(count: 3)
// expect:  - Structured concurrency (340)
// expect:  - Actors in practice (120)
// expect:  - AsyncStream recipes (95)
// expect: first row: Structured concurrency (340) +1
// expect: history: [main.FeedViewModel.State.loading, main.FeedViewModel.State.loaded(count: 3), main.FeedViewModel.State.failed("no row 7")]
// expect: rows seen from background: 3
// expect: final state: loaded(count: 3)
// expect: Feed (3)
