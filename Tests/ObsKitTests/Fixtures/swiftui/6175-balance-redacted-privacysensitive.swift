// A balance card that shows `.redacted(reason: .placeholder)` while loading and marks the amount
// `.privacySensitive()`, loading in `.task` and again from a button (Apple's `view/redacted(reason:)` and
// `view/privacysensitive(_:)` pages).
// Expected: redaction only changes the looks; the task runs on appear until it sleeps and finishes when
// the clock moves (rules §11.3, §10.1); the refresh does the same from a Task.
import SwiftUI

struct AccountSummary: View {
    @State private var balance: Double?
    @State private var isLoading = true

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Checking")
                .font(.caption)
            Text(balance.map { String(format: "$%.2f", $0) } ?? "$0,000.00")
                .font(.largeTitle)
                .privacySensitive()
            Button("Refresh") {
                Task { await load() }
            }
        }
        .redacted(reason: isLoading ? .placeholder : [])
        .task { await load() }
    }

    private func load() async {
        isLoading = true
        print("loading balance")
        try? await Task.sleep(for: .seconds(1))
        balance = 1234.5
        isLoading = false
        print("balance loaded:", String(format: "%.2f", balance ?? 0))
    }
}

:mount AccountSummary()
:advance 1s
:tap "Refresh"
:advance 1s

// expect: loading balance
// expect: balance loaded: 1234.50
// expect: loading balance
// expect: balance loaded: 1234.50
