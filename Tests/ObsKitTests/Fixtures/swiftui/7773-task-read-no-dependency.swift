// Observation in depth: reads inside `.task` and a button's action are not dependencies; the counter's body read is
// A task and an action run outside any body, so what they read is untracked (rules §8.3): the screen, which reads
// the loader only there, runs once. The counter read `posts` in its body and runs when the load finishes (§8). The
// task starts after the first update and sleeps on the virtual clock; when it wakes it runs to its end, then the
// graph updates (§11.3, §10.1 ObsREPL's choice).
import SwiftUI

@Observable
final class FeedLoader {
    var posts: [String] = []
    var isLoading = false

    func load() async {
        isLoading = true
        try? await Task.sleep(for: .seconds(1))
        posts = ["Launch day", "Patch notes"]
        isLoading = false
    }
}

struct FeedCounter: View {
    let loader: FeedLoader

    var body: some View {
        let _ = print("counter: \(loader.posts.count) posts")
        Text("\(loader.posts.count) posts")
    }
}

struct FeedScreen: View {
    @State private var loader = FeedLoader()

    var body: some View {
        let _ = print("feed screen")
        VStack {
            FeedCounter(loader: loader)
            Button("Log") {
                print("log: loading \(loader.isLoading), \(loader.posts.count) posts")
            }
        }
        .task {
            await loader.load()
            print("task saw \(loader.posts.count) posts")
        }
    }
}

:mount FeedScreen()
// expect: feed screen
// expect: counter: 0 posts
:tap "Log"
// expect: log: loading true, 0 posts
:advance 1s
// expect: task saw 2 posts
// expect: counter: 2 posts
:tap "Log"
// expect: log: loading false, 2 posts
