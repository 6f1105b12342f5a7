// App architecture style (pagination state machine): a paginated list loader moves through idle/loading/loaded/exhausted states against a mock data source
protocol PageSource {
    func page(_ n: Int, size: Int) -> Result<[String], LoadError>
}
enum LoadError: Error, Equatable { case offline, server(code: Int) }

final class MockSource: PageSource {
    let items = (1...7).map { "item\($0)" }
    var failures: [Int: LoadError] = [:]
    private(set) var requests: [Int] = []
    func page(_ n: Int, size: Int) -> Result<[String], LoadError> {
        requests.append(n)
        if let f = failures.removeValue(forKey: n) { return .failure(f) }
        let start = n * size
        guard start < items.count else { return .success([]) }
        return .success(Array(items[start..<min(start + size, items.count)]))
    }
}

enum ListState: Equatable {
    case idle
    case loaded(items: [String], nextPage: Int)
    case failed(items: [String], page: Int, LoadError)
    case exhausted(items: [String])

    var items: [String] {
        switch self {
        case .idle: return []
        case .loaded(let i, _), .failed(let i, _, _), .exhausted(let i): return i
        }
    }
}

struct Paginator {
    let source: PageSource
    let size: Int
    private(set) var state = ListState.idle

    init(source: PageSource, size: Int) { self.source = source; self.size = size }

    mutating func loadMore() {
        let page: Int
        switch state {
        case .idle: page = 0
        case .loaded(_, let next), .failed(_, let next, _): page = next
        case .exhausted: return
        }
        let current = state.items
        switch source.page(page, size: size) {
        case .success(let new) where new.count < size:
            state = .exhausted(items: current + new)
        case .success(let new):
            state = .loaded(items: current + new, nextPage: page + 1)
        case .failure(let e):
            state = .failed(items: current, page: page, e)
        }
    }
    mutating func refresh() { state = .idle; loadMore() }
}

let source = MockSource()
source.failures = [1: .offline, 2: .server(code: 503)]
var paginator = Paginator(source: source, size: 3)
for step in 1...7 {
    paginator.loadMore()
    print(step, paginator.state)
}
paginator.refresh()
print("refresh", paginator.state)
print("requests:", source.requests)

// expect: 1 loaded(items: ["item1", "item2", "item3"], nextPage: 1)
// expect: 2 failed(items: ["item1", "item2", "item3"], page: 1, main.LoadError.offline)
// expect: 3 loaded(items: ["item1", "item2", "item3", "item4", "item5", "item6"], nextPage: 2)
// expect: 4 failed(items: ["item1", "item2", "item3", "item4", "item5", "item6"], page: 2, main.LoadError.server(code: 503))
// expect: 5 exhausted(items: ["item1", "item2", "item3", "item4", "item5", "item6", "item7"])
// expect: 6 exhausted(items: ["item1", "item2", "item3", "item4", "item5", "item6", "item7"])
// expect: 7 exhausted(items: ["item1", "item2", "item3", "item4", "item5", "item6", "item7"])
// expect: refresh loaded(items: ["item1", "item2", "item3"], nextPage: 1)
// expect: requests: [0, 1, 1, 2, 2, 0]
