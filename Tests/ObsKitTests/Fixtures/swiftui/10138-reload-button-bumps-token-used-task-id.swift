// what's-new style: a Reload button that bumps a token used as `.task(id:)`: passing the token to `.task(id:)` is a read, so the body re-runs and the task restarts; a second reload before the first finished cancels it (rules §11.3, §3.5)
import SwiftUI

struct QuoteView: View {
    @State private var reloadToken = 0
    @State private var quote = "..."
    @State private var loads = 0

    var body: some View {
        let _ = print("QuoteView body: \(quote)")
        VStack {
            Text(quote)
            Button("Reload") { reloadToken += 1 }
        }
        .task(id: reloadToken) {
            loads += 1
            let n = loads
            print("fetch \(n) started")
            try? await Task.sleep(for: .milliseconds(500))
            guard !Task.isCancelled else { return }
            quote = "Quote #\(n)"
        }
    }
}

:mount QuoteView()
// expect: QuoteView body: ...
// expect: fetch 1 started
:advance 500ms
// expect: QuoteView body: Quote #1
:tap "Reload"
// expect: QuoteView body: Quote #1
// expect: fetch 2 started
:tap "Reload"
// expect: QuoteView body: Quote #1
// expect: fetch 3 started
:advance 500ms
// expect: QuoteView body: Quote #3
