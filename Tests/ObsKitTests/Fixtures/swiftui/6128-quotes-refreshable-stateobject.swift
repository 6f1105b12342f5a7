// Pull to refresh on a List, with a @MainActor ObservableObject whose async refresh sleeps with the
// older Task.sleep(nanoseconds:) API.
// Expected: a pull starts the action; it runs until the sleep and finishes when the clock passes 1 s
// (rules §15.10).
import SwiftUI

@MainActor
final class QuoteStore: ObservableObject {
    @Published private(set) var quotes = ["Stay hungry."]
    private var page = 0

    func refresh() async {
        print("refreshing")
        try? await Task.sleep(nanoseconds: 1_000_000_000)
        page += 1
        quotes.insert("Fresh quote \(page)", at: 0)
        print("now \(quotes.count) quotes")
    }
}

struct QuotesView: View {
    @StateObject private var store = QuoteStore()

    var body: some View {
        NavigationStack {
            List(store.quotes, id: \.self) { quote in
                Text(quote)
            }
            .navigationTitle("Quotes")
            .refreshable {
                await store.refresh()
            }
        }
    }
}

:mount QuotesView()
:refresh
:advance 1s
:refresh
:advance 1s

// expect: refreshing
// expect: now 2 quotes
// expect: refreshing
// expect: now 3 quotes
