// environment and custom wrappers style: a @Feed wrapper of our own composing a nested @StateObject; the loader is made once, right before the host's first body, update() runs before every body, a new value from the parent makes no new loader, and removing the host releases it (rules §7.1, §7.2, §4.2, §4.3, §1.4)
import SwiftUI

final class FeedLoader: ObservableObject {
    @Published var items: [String] = []

    init() { print("FeedLoader init") }
    deinit { print("FeedLoader deinit") }

    func load() {
        items = ["alpha", "beta"]
    }
}

@propertyWrapper
struct Feed: DynamicProperty {
    @StateObject private var loader = FeedLoader()

    init() {}

    var wrappedValue: [String] { loader.items }
    var projectedValue: FeedLoader { loader }

    func update() {
        print("Feed.update: \(loader.items.count) items")
    }
}

struct FeedView: View {
    let title: String
    @Feed private var items

    var body: some View {
        let _ = print("FeedView body: \(title), \(items.count)")
        VStack {
            Text(title)
            Button("Load") { $items.load() }
        }
    }
}

struct FeedHost: View {
    @State private var title = "News"
    @State private var showFeed = true

    var body: some View {
        VStack {
            Button("Rename") { title = "Latest" }
            Button("Hide") { showFeed = false }
            if showFeed {
                FeedView(title: title)
            }
        }
    }
}

:mount FeedHost()
// expect: FeedLoader init
// expect: Feed.update: 0 items
// expect: FeedView body: News, 0
:tap "Load"
// expect: Feed.update: 2 items
// expect: FeedView body: News, 2
:tap "Rename"
// expect: Feed.update: 2 items
// expect: FeedView body: Latest, 2
:tap "Hide"
// expect: FeedLoader deinit
