// Sean Allen style async loader: an @Observable loader with an enum LoadState (idle, loading, loaded, failed) driven by .task; the first load fails, Retry loads again; no network, the task sleeps and returns fixed quotes
import SwiftUI

enum LoadState: Equatable {
    case idle
    case loading
    case loaded([String])
    case failed(String)
}

@Observable
final class QuoteLoader {
    var state = LoadState.idle
    var attempts = 0

    func load() async {
        attempts += 1
        state = .loading
        print("loading, attempt \(attempts)")
        try? await Task.sleep(for: .milliseconds(500))
        if attempts == 1 {
            state = .failed("The server is down")
        } else {
            state = .loaded(["Stay hungry", "Think different"])
        }
        print("load finished")
    }
}

struct QuotesView: View {
    @State private var loader = QuoteLoader()

    private var status: String {
        switch loader.state {
        case .idle: return "idle"
        case .loading: return "loading"
        case .loaded(let quotes): return "loaded \(quotes.count) quotes"
        case .failed(let message): return "failed: \(message)"
        }
    }

    var body: some View {
        let _ = print("QuotesView body: \(status)")
        VStack {
            switch loader.state {
            case .idle, .loading:
                ProgressView("Loading quotes")
            case .loaded(let quotes):
                List(quotes, id: \.self) { quote in
                    Text(quote)
                }
            case .failed(let message):
                Text(message)
                Button("Retry") {
                    Task { await loader.load() }
                }
            }
        }
        .task {
            await loader.load()
        }
    }
}

:mount QuotesView()
// expect: QuotesView body: idle
// expect: loading, attempt 1
// expect: QuotesView body: loading
:advance 500ms
// expect: load finished
// expect: QuotesView body: failed: The server is down
:tap "Retry"
// expect: loading, attempt 2
// expect: QuotesView body: loading
:advance 499ms
:advance 1ms
// expect: load finished
// expect: QuotesView body: loaded 2 quotes
