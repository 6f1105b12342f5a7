// Apple: task(priority:_:) ("adds an asynchronous task to perform before this view appears"; "SwiftUI will automatically cancel the task at some point after the view disappears before the action completes"); SEMANTICS §11; README :advance, :unmount
import SwiftUI

struct Headline: Identifiable {
    let id: Int
    let title: String
}

func fetchHeadlines() async -> [Headline]? {
    do {
        try await Task.sleep(for: .seconds(1))
    } catch {
        print("fetch cancelled")
        return nil
    }
    return [
        Headline(id: 1, title: "Tide tables updated"),
        Headline(id: 2, title: "Ferry adds late sailing"),
        Headline(id: 3, title: "Market opens Sunday"),
    ]
}

struct NewsView: View {
    @State private var headlines: [Headline] = []
    @State private var isLoading = true

    var body: some View {
        NavigationStack {
            Group {
                if isLoading {
                    ProgressView("Loading")
                } else {
                    List(headlines) { headline in
                        Text(headline.title)
                    }
                }
            }
            .navigationTitle("Today")
        }
        .task {
            print("task started")
            guard let loaded = await fetchHeadlines() else {
                print("task ended early")
                return
            }
            headlines = loaded
            isLoading = false
            print("loaded \(headlines.count) headlines")
        }
    }
}

:mount NewsView()
:advance 1500ms
:remount
:advance 500ms
:unmount
:advance 2s

// expect: task started
// expect: loaded 3 headlines
// expect: task started
// expect: fetch cancelled
// expect: task ended early
