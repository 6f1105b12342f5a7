// Stack Overflow Q&A style: "@StateObject init called multiple times": the view's init runs at every parent render, but StateObject's autoclosure runs once per identity, so a new `source` is ignored (stale loader); `.id(source)` gives a new identity and a new loader (rules §4.1, §4.2, §4.3, §1.3, §1.4, §2.5)
import SwiftUI

final class FeedLoader: ObservableObject {
    @Published var posts = 0
    let source: String
    init(source: String) {
        self.source = source
        print("FeedLoader init \(source)")
    }
    deinit { print("FeedLoader deinit \(source)") }
}

struct FeedView: View {
    @StateObject private var loader: FeedLoader
    let source: String

    init(source: String) {
        self.source = source
        print("FeedView init \(source)")
        _loader = StateObject(wrappedValue: FeedLoader(source: source))
    }

    var body: some View {
        let _ = print("FeedView body: loader=\(loader.source) shown=\(source)")
        Button("Load more (\(loader.posts))") { loader.posts += 1 }
    }
}

struct FeedHost: View {
    @State private var source = "home"
    @State private var refreshes = 0

    var body: some View {
        let _ = print("FeedHost body: \(refreshes)")
        VStack {
            Button("Refresh") { refreshes += 1 }
            Button("Switch to news") { source = "news" }
            FeedView(source: source)
        }
    }
}

struct FixedFeedHost: View {
    @State private var source = "home"

    var body: some View {
        let _ = print("FixedFeedHost body: \(source)")
        VStack {
            Button("Switch to news") { source = "news" }
            FeedView(source: source)
                .id(source)
        }
    }
}

:mount FeedHost()
// expect: FeedHost body: 0
// expect: FeedView init home
// expect: FeedLoader init home
// expect: FeedView body: loader=home shown=home
:tap "Load more (0)"
// expect: FeedView body: loader=home shown=home
:tap "Refresh"
// expect: FeedHost body: 1
// expect: FeedView init home
// expect: FeedView body: loader=home shown=home
:tap "Switch to news"
// expect: FeedHost body: 1
// expect: FeedView init news
// expect: FeedView body: loader=home shown=news
:tap "Load more (1)"
// expect: FeedView body: loader=home shown=news
:mount FixedFeedHost()
// expect: FeedLoader deinit home
// expect: FixedFeedHost body: home
// expect: FeedView init home
// expect: FeedLoader init home
// expect: FeedView body: loader=home shown=home
:tap "Switch to news"
// expect: FixedFeedHost body: news
// expect: FeedView init news
// expect: FeedLoader deinit home
// expect: FeedLoader init news
// expect: FeedView body: loader=news shown=news
