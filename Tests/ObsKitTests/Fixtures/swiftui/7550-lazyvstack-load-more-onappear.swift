// Hacking with Swift style: "load more when the last row appears" in a `LazyVStack`, capped at three pages
// What SwiftUI does: a row's onAppear runs after the update that put it on screen (rules §10.3, §11.1). When the
// last row appears, the action appends a page; the body that reads the array runs again and the new rows appear,
// the last of them loading the next page, until the cap. With a handful of short rows every row is on screen (rules
// §1.5: ObsREPL has no viewport, as a phone showing nine short rows). All of it happens in the mount's turn: the
// appear actions wrote state, so the graph updates again until it is quiet (rules §10.1, ObsREPL's choice).
// Sources: rules §1.5, §10.1, §10.3, §11.1; https://developer.apple.com/documentation/swiftui/lazyvstack
import SwiftUI

struct FeedItem: Identifiable {
    let id: Int
}

struct LoadMoreFeed: View {
    @State private var items = (1...3).map { FeedItem(id: $0) }
    @State private var pagesLoaded = 1

    var body: some View {
        let _ = print("LoadMoreFeed body: \(items.count) items")
        ScrollView {
            LazyVStack {
                ForEach(items) { item in
                    Text("Item \(item.id)")
                        .onAppear {
                            print("appear \(item.id)")
                            if item.id == items.last?.id && pagesLoaded < 3 {
                                loadMore()
                            }
                        }
                }
            }
        }
    }

    private func loadMore() {
        let start = items.count + 1
        items += (start..<start + 3).map { FeedItem(id: $0) }
        pagesLoaded += 1
        print("loaded page \(pagesLoaded)")
    }
}

:mount LoadMoreFeed()
// expect: LoadMoreFeed body: 3 items
// expect: appear 1
// expect: appear 2
// expect: appear 3
// expect: loaded page 2
// expect: LoadMoreFeed body: 6 items
// expect: appear 4
// expect: appear 5
// expect: appear 6
// expect: loaded page 3
// expect: LoadMoreFeed body: 9 items
// expect: appear 7
// expect: appear 8
// expect: appear 9
