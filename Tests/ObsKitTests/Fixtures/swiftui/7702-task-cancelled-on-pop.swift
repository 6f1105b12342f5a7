// Style: Stack Overflow question. Forum question: "My .task loop stops when I go back — and why does it print 'cancelled'?"
// SwiftUI: `.task` starts when the view appears and is cancelled when it disappears (rules §11.3; Apple `view/task(priority:_:)`: "SwiftUI will
// automatically cancel the task at some point after the view disappears"); a pop destroys the pushed node (rules §14.3), so the sleeping
// `Task.sleep` throws CancellationError. The removed view's @State keeps its last value for the task that still reads it (rules §1.4).
import SwiftUI

struct StockDetail: View {
    let symbol: String
    @State private var quotes = 0

    var body: some View {
        Text("\(symbol): \(quotes) quotes")
            .task {
                print("\(symbol) stream started")
                do {
                    while true {
                        try await Task.sleep(for: .seconds(1))
                        quotes += 1
                        print("\(symbol) quote \(quotes)")
                    }
                } catch {
                    print("\(symbol) stream cancelled after \(quotes) quotes")
                }
            }
    }
}

struct Watchlist: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("AAPL") {
                    StockDetail(symbol: "AAPL")
                }
            }
        }
    }
}

:mount Watchlist()
:tap "AAPL"
// expect: AAPL stream started
:advance 2s
// expect: AAPL quote 1
// expect: AAPL quote 2
:back
// expect: AAPL stream cancelled after 2 quotes
:advance 3s
