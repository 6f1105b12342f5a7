// Tutorial style (@Observable store with .task and .refreshable): one async refresh guarded by an isLoading flag, called from .task and from pull to refresh; bodies run for @dependencies (rules §8.1, §8.3, §10.1, §11.3, §12.1, §15.10)
import SwiftUI
import Observation

@MainActor
@Observable
final class QuoteStore {
    var quotes: [String] = []
    var isLoading = false

    init() { print("QuoteStore init") }

    func refresh() async {
        guard !isLoading else {
            print("already loading, skipped")
            return
        }
        isLoading = true
        defer { isLoading = false }
        print("fetching quotes")
        try? await Task.sleep(for: .milliseconds(800))
        quotes.append("Quote #\(quotes.count + 1)")
        print("now \(quotes.count) quotes")
    }
}

struct QuotesView: View {
    @State private var store = QuoteStore()

    var body: some View {
        let _ = Self._printChanges()
        List {
            if store.isLoading {
                ProgressView()
            }
            ForEach(store.quotes, id: \.self) { quote in
                Text(quote)
            }
        }
        .task { await store.refresh() }
        .refreshable { await store.refresh() }
    }
}

:mount QuotesView()
// expect: QuoteStore init
// expect: QuotesView: @self, @identity, _store changed.
// expect: fetching quotes
// expect: QuotesView: @dependencies changed.
:refresh
// expect: already loading, skipped
:advance 800ms
// expect: now 1 quotes
// expect: QuotesView: @dependencies changed.
:refresh
// expect: fetching quotes
// expect: QuotesView: @dependencies changed.
:advance 800ms
// expect: now 2 quotes
// expect: QuotesView: @dependencies changed.
