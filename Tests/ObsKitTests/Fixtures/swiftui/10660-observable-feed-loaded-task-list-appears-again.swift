// HWS "task() and refreshable()" style: an @Observable feed loaded by .task when the list appears and again by pull to refresh; the loads wait on the clock, the body runs only when the headlines it lays out change (rules §11.3, §15.10, §8)
import SwiftUI

@Observable
final class NewsFeed {
    var headlines: [String] = []
    var loads = 0

    func load() async {
        loads += 1
        print("loading #\(loads)")
        try? await Task.sleep(for: .seconds(1))
        headlines = (1...(loads + 1)).map { "Story \($0)" }
        print("loaded \(headlines.count) headlines")
    }
}

struct NewsScreen: View {
    @State private var feed = NewsFeed()

    var body: some View {
        let _ = print("NewsScreen body: \(feed.headlines.count) headlines")
        List(feed.headlines, id: \.self) { headline in
            Text(headline)
        }
        .task {
            await feed.load()
        }
        .refreshable {
            await feed.load()
        }
    }
}

:mount NewsScreen()
// expect: NewsScreen body: 0 headlines
// expect: loading #1
:advance 1s
// expect: loaded 2 headlines
// expect: NewsScreen body: 2 headlines
:refresh
// expect: loading #2
:advance 1s
// expect: loaded 3 headlines
// expect: NewsScreen body: 3 headlines
