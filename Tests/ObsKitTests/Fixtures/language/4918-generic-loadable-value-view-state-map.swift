// App code style: generic Loadable<Value> view state with map, transitions, retry counting and rendering
enum Loadable<Value> {
    case idle
    case loading(previous: Value?)
    case loaded(Value)
    case empty
    case failed(message: String, retries: Int)

    var value: Value? {
        switch self {
        case .loaded(let value): return value
        case .loading(let previous): return previous
        default: return nil
        }
    }

    var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }

    func map<T>(_ transform: (Value) -> T) -> Loadable<T> {
        switch self {
        case .idle: return .idle
        case .loading(let previous): return .loading(previous: previous.map(transform))
        case .loaded(let value): return .loaded(transform(value))
        case .empty: return .empty
        case let .failed(message, retries): return .failed(message: message, retries: retries)
        }
    }
}

extension Loadable: CustomStringConvertible {
    var description: String {
        switch self {
        case .idle: return "idle"
        case .loading(nil): return "loading…"
        case .loading(.some(let previous)): return "refreshing (showing \(previous))"
        case .loaded(let value): return "loaded \(value)"
        case .empty: return "empty"
        case let .failed(message, retries): return "failed: \(message) [retries: \(retries)]"
        }
    }
}

struct FeedViewModel {
    var state: Loadable<[String]> = .idle
    var history: [String] = []

    mutating func startLoading() {
        state = .loading(previous: state.value)
        history.append(state.description)
    }

    mutating func finish(with response: [String]?, error: String? = nil) {
        if let error {
            var retries = 0
            if case .failed(_, let previous) = state { retries = previous + 1 }
            if let last = history.last, last.hasPrefix("failed") { retries = history.filter { $0.hasPrefix("failed") }.count }
            state = .failed(message: error, retries: retries)
        } else if let response, !response.isEmpty {
            state = .loaded(response)
        } else {
            state = .empty
        }
        history.append(state.description)
    }

    var bannerText: String {
        switch state {
        case .idle, .loading(previous: nil): return "Please wait"
        case .loading(previous: .some(let items)) where items.count > 2: return "Updating \(items.count) posts"
        case .loading: return "Updating"
        case .loaded(let items): return items.count == 1 ? "1 post" : "\(items.count) posts"
        case .empty: return "Nothing here yet"
        case .failed(_, let retries) where retries >= 2: return "Still failing — contact support"
        case .failed: return "Tap to retry"
        }
    }
}

var feed = FeedViewModel()
print(feed.state, "|", feed.bannerText)
feed.startLoading()
print(feed.state, "|", feed.bannerText)
feed.finish(with: nil, error: "timeout")
print(feed.state, "|", feed.bannerText)
feed.startLoading()
feed.finish(with: nil, error: "timeout")
feed.startLoading()
feed.finish(with: nil, error: "offline")
print(feed.state, "|", feed.bannerText)
feed.startLoading()
feed.finish(with: [])
print(feed.state, "|", feed.bannerText)
feed.startLoading()
feed.finish(with: ["a", "b", "c"])
print(feed.state, "|", feed.bannerText)
feed.startLoading()
print(feed.state, "|", feed.bannerText, "| loading:", feed.state.isLoading)
feed.finish(with: ["only"])
print(feed.state, "|", feed.bannerText)

let counts = feed.state.map { $0.count }
print("mapped:", counts)
let upper: Loadable<[String]> = Loadable<[String]>.loading(previous: ["x", "y"]).map { $0.map { $0.uppercased() } }
print("mapped loading:", upper)
print("history:")
for (step, entry) in feed.history.enumerated() {
    print(" \(step + 1). \(entry)")
}

// expect: idle | Please wait
// expect: loading… | Please wait
// expect: failed: timeout [retries: 0] | Tap to retry
// expect: failed: offline [retries: 0] | Tap to retry
// expect: empty | Nothing here yet
// expect: loaded ["a", "b", "c"] | 3 posts
// expect: refreshing (showing ["a", "b", "c"]) | Updating 3 posts | loading: true
// expect: loaded ["only"] | 1 post
// expect: mapped: loaded 1
// expect: mapped loading: refreshing (showing ["X", "Y"])
// expect: history:
// expect:  1. loading…
// expect:  2. failed: timeout [retries: 0]
// expect:  3. loading…
// expect:  4. failed: timeout [retries: 0]
// expect:  5. loading…
// expect:  6. failed: offline [retries: 0]
// expect:  7. loading…
// expect:  8. empty
// expect:  9. loading…
// expect:  10. loaded ["a", "b", "c"]
// expect:  11. refreshing (showing ["a", "b", "c"])
// expect:  12. loaded ["only"]
