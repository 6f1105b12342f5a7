// Screen state as an enum with associated values (idle/loading/loaded/empty/failed) rendered with switch (expected output from swiftc 6.3.1 on Linux)
enum LoadError: Error, Equatable {
    case offline
    case server(code: Int)
}

struct Article: Equatable {
    let id: Int
    let headline: String
    let minutes: Int
}

enum ViewState: Equatable {
    case idle
    case loading(progress: Double)
    case loaded([Article])
    case empty(message: String)
    case failed(LoadError, retryCount: Int)

    var isBusy: Bool {
        if case .loading = self { return true }
        return false
    }

    var canRetry: Bool {
        guard case let .failed(error, retries) = self else { return false }
        return error != .server(code: 401) && retries < 3
    }
}

func render(_ state: ViewState) -> String {
    switch state {
    case .idle:
        return "Pull to refresh"
    case .loading(let p) where p < 0.5:
        return "Loading… (just started)"
    case .loading(let p):
        return "Loading… \(Int(p * 100))%"
    case .loaded(let articles) where articles.count == 1:
        return "1 article: \(articles[0].headline)"
    case .loaded(let articles):
        let total = articles.reduce(0) { $0 + $1.minutes }
        return "\(articles.count) articles, \(total) min total, first: \(articles[0].headline)"
    case .empty(let message):
        return "Nothing here — \(message)"
    case .failed(.offline, _):
        return "You are offline"
    case let .failed(.server(code), retryCount):
        return "Server error \(code) (retried \(retryCount)x)"
    }
}

let articles = [
    Article(id: 1, headline: "Rust vs Swift for CLIs", minutes: 7),
    Article(id: 2, headline: "Building a JSON parser", minutes: 12),
]

let timeline: [ViewState] = [
    .idle,
    .loading(progress: 0.1),
    .loading(progress: 0.75),
    .loaded(articles),
    .loaded([articles[1]]),
    .empty(message: "try another search"),
    .failed(.offline, retryCount: 0),
    .failed(.server(code: 503), retryCount: 2),
    .failed(.server(code: 401), retryCount: 0),
    .failed(.server(code: 500), retryCount: 3),
]

for state in timeline {
    print(render(state), "| busy:", state.isBusy, "retry:", state.canRetry)
}
print(timeline[3] == .loaded(articles), timeline[1] == .loading(progress: 0.75))
let failures = timeline.filter { if case .failed = $0 { return true }; return false }.count
print("failures:", failures)

// expect: Pull to refresh | busy: false retry: false
// expect: Loading… (just started) | busy: true retry: false
// expect: Loading… 75% | busy: true retry: false
// expect: 2 articles, 19 min total, first: Rust vs Swift for CLIs | busy: false retry: false
// expect: 1 article: Building a JSON parser | busy: false retry: false
// expect: Nothing here — try another search | busy: false retry: false
// expect: You are offline | busy: false retry: true
// expect: Server error 503 (retried 2x) | busy: false retry: true
// expect: Server error 401 (retried 0x) | busy: false retry: false
// expect: Server error 500 (retried 3x) | busy: false retry: false
// expect: true false
// expect: failures: 4
