// Issue 13 (B), refreshable: pull-to-refresh runs the async action; the refresh indicator stays until the
// action returns. `:refresh` starts the visible refreshable action and runs it until it waits, like a task
// (rules §11); `:advance` moves the virtual clock so it can finish. Its writes update the view as usual.
// Source: https://developer.apple.com/documentation/swiftui/view/refreshable(action:) (the action is
// awaited; the refresh indicator stays visible while it runs).
// Rules §8, §10, §11.
import SwiftUI

@Observable final class NewsFeed {
    var headlines = ["Old news"]
    var refreshes = 0

    func reload() async {
        refreshes += 1
        print("reloading", refreshes)
        try? await Task.sleep(for: .seconds(2))
        headlines = ["Fresh news \(refreshes)"]
        print("reloaded")
    }
}

struct NewsView: View {
    @State private var feed = NewsFeed()

    var body: some View {
        let _ = print("NewsView body:", feed.headlines.joined(separator: ", "))
        List(feed.headlines, id: \.self) { headline in
            Text(headline)
        }
        .refreshable {
            await feed.reload()
        }
    }
}

:mount NewsView()
:refresh
print("pulled")
:advance 1s
print("1s later")
:advance 1s

// expect: NewsView body: Old news
// expect: reloading 1
// expect: pulled
// expect: 1s later
// expect: reloaded
// expect: NewsView body: Fresh news 1
