// Mistake: calls an async method inside .task (an async closure) but forgets `await`.
// Expected message: Xcode's (from knowledge; not machine-checked)
import SwiftUI

@MainActor
final class NewsFeed: ObservableObject {
    @Published var headlines: [String] = []

    func load() async {
        try? await Task.sleep(for: .milliseconds(300))
        headlines = ["Rain expected", "Local team wins", "New library opens"]
    }
}

struct NewsView: View {
    @StateObject private var feed = NewsFeed()

    var body: some View {
        NavigationStack {
            List(feed.headlines, id: \.self) { headline in
                Text(headline)
            }
            .navigationTitle("News")
            .task {
                feed.load()
            }
        }
    }
}

:mount NewsView()
:advance 1s
// expect-error: expression is 'async' but is not marked with 'await'
