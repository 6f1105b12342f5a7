// Fatbobman style (view identity): a "Reset" that bumps an .id gives the feed a new identity; the old node's @StateObject goes (ObsREPL's order: before the new one is made), the new loader starts empty, disappear then appear run, and the onAppear load runs the new body again in the same turn (rules §1.3, §1.4, §4.2, §11.1, §10.1)
import SwiftUI
import Combine

final class FeedLoader: ObservableObject {
    static var made = 0
    let number: Int
    @Published var items: [String] = []

    init() {
        FeedLoader.made += 1
        number = FeedLoader.made
        print("FeedLoader #\(number) init")
    }

    deinit {
        print("FeedLoader #\(number) deinit")
    }

    func load() {
        items = ["Post A", "Post B"]
    }
}

struct FeedView: View {
    @StateObject private var loader = FeedLoader()

    var body: some View {
        let _ = print("FeedView body: loader #\(loader.number), \(loader.items.count) items")
        List(loader.items, id: \.self) { item in
            Text(item)
        }
        .onAppear {
            print("FeedView appeared")
            loader.load()
        }
        .onDisappear {
            print("FeedView disappeared")
        }
    }
}

struct FeedScreen: View {
    @State private var reloadToken = 0

    var body: some View {
        let _ = print("FeedScreen body: token \(reloadToken)")
        VStack {
            Button("Reset feed") { reloadToken += 1 }
            FeedView()
                .id(reloadToken)
        }
    }
}

:mount FeedScreen()
// expect: FeedScreen body: token 0
// expect: FeedLoader #1 init
// expect: FeedView body: loader #1, 0 items
// expect: FeedView appeared
// expect: FeedView body: loader #1, 2 items
:tap "Reset feed"
// expect: FeedScreen body: token 1
// expect: FeedLoader #1 deinit
// expect: FeedLoader #2 init
// expect: FeedView body: loader #2, 0 items
// expect: FeedView disappeared
// expect: FeedView appeared
// expect: FeedView body: loader #2, 2 items
