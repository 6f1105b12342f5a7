// Tutorial style (pull to refresh a news feed): .refreshable awaits an ObservableObject's async refresh; both @Published writes after the sleep give one body (rules §6.3, §10.1, §12.1, §15.10)
import SwiftUI

@MainActor
final class NewsFeed: ObservableObject {
    @Published var headlines: [String] = ["Launch day"]
    @Published var lastUpdated = 0
    private var refreshCount = 0

    func refresh() async {
        refreshCount += 1
        let batch = refreshCount
        print("refresh \(batch) started")
        do {
            try await Task.sleep(for: .seconds(1))
        } catch {
            print("refresh \(batch) cancelled")
            return
        }
        headlines.insert("Breaking story \(batch)", at: 0)
        lastUpdated = batch
        print("refresh \(batch) finished with \(headlines.count) headlines")
    }
}

struct NewsView: View {
    @StateObject private var feed = NewsFeed()

    var body: some View {
        let _ = Self._printChanges()
        NavigationStack {
            List(feed.headlines, id: \.self) { headline in
                Text(headline)
            }
            .refreshable {
                await feed.refresh()
            }
            .navigationTitle("News (\(feed.lastUpdated))")
        }
    }
}

:mount NewsView()
// expect: NewsView: @self, @identity, _feed changed.
:refresh
// expect: refresh 1 started
:advance 1s
// expect: refresh 1 finished with 2 headlines
// expect: NewsView: _feed changed.
:refresh
// expect: refresh 2 started
:advance 500ms
:advance 500ms
// expect: refresh 2 finished with 3 headlines
// expect: NewsView: _feed changed.
