// Observation in depth style: reads in onAppear and .task are outside any body, so they make no dependency; the list that read items in its body re-runs when the task loads them, the status view never does (rules §8.3, §11.1, §11.3)
import SwiftUI

@Observable
final class Feed {
    var items: [String] = []
    var refreshes = 0

    func load() async {
        try? await Task.sleep(for: .seconds(1))
        items = ["alpha", "beta"]
        print("loaded")
    }
}

struct FeedStatus: View {
    let feed: Feed

    var body: some View {
        let _ = print("FeedStatus body")
        Text("Status")
            .onAppear { print("onAppear sees \(feed.items.count) items, \(feed.refreshes) refreshes") }
            .task { print("task sees \(feed.refreshes) refreshes") }
    }
}

struct FeedList: View {
    let feed: Feed

    var body: some View {
        let _ = print("FeedList body: \(feed.items.count) items")
        ForEach(feed.items, id: \.self) { item in
            Text(item)
        }
    }
}

struct FeedScreen: View {
    @State private var feed = Feed()

    var body: some View {
        let _ = print("FeedScreen body")
        VStack {
            FeedStatus(feed: feed)
            FeedList(feed: feed)
            Button("Refresh") { feed.refreshes += 1 }
        }
        .task { await feed.load() }
    }
}

:mount FeedScreen()
// expect: FeedScreen body
// expect: FeedStatus body
// expect: FeedList body: 0 items
// expect: onAppear sees 0 items, 0 refreshes
// expect: task sees 0 refreshes
:advance 1s
// expect: loaded
// expect: FeedList body: 2 items
:tap "Refresh"
:tap "Refresh"
