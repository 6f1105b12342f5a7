// async-in-views style, PITFALL on purpose: updating state after the view is gone: a Task { } from onAppear captures the view and with it the @Observable model in its @State, so closing the view does not free the model: the task stores its posts into a model nobody shows, and the model deinits only when the task ends (rules §1.4, §2.4, §11.3)
import SwiftUI

@MainActor
@Observable
final class TimelineModel {
    var posts: [String] = []

    init() { print("TimelineModel init") }
    deinit { print("TimelineModel deinit") }

    func load() async {
        try? await Task.sleep(for: .seconds(2))
        posts = ["a", "b"]
        print("posts stored (\(posts.count))")
    }
}

struct TimelineView: View {
    @State private var model = TimelineModel()

    var body: some View {
        let _ = print("TimelineView body: \(model.posts.count) posts")
        Text("\(model.posts.count) posts")
            .onAppear {
                Task { await model.load() }
            }
    }
}

struct TimelineHost: View {
    @State private var show = true

    var body: some View {
        let _ = print("TimelineHost body: show=\(show)")
        VStack {
            Button("Close") { show = false }
            if show { TimelineView() }
        }
    }
}

:mount TimelineHost()
// expect: TimelineHost body: show=true
// expect: TimelineModel init
// expect: TimelineView body: 0 posts
:tap "Close"
// expect: TimelineHost body: show=false
:advance 2s
// expect: posts stored (2)
// expect: TimelineModel deinit
