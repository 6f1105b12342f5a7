// cookbook style: a pushed feed page with onAppear, onDisappear and a .task that loads; the task finishes on the virtual clock and its write runs the page's body; popping early cancels the task, whose catch runs after the disappear callback (rules §11.1, §11.3, §1.4, §14.3)
import SwiftUI

struct FeedPage: View {
    let topic: String
    @State private var loaded = false

    var body: some View {
        let _ = print("FeedPage body: \(topic) loaded=\(loaded)")
        Text(loaded ? "\(topic) ready" : "Loading \(topic)")
            .onAppear { print("FeedPage appear \(topic)") }
            .onDisappear { print("FeedPage disappear \(topic)") }
            .task {
                print("load \(topic) started")
                do {
                    try await Task.sleep(for: .seconds(2))
                    loaded = true
                    print("load \(topic) done")
                } catch {
                    print("load \(topic) cancelled")
                }
            }
    }
}

struct TopicsRoot: View {
    var body: some View {
        let _ = print("TopicsRoot body")
        NavigationStack {
            List {
                NavigationLink("Swift", value: "Swift")
                NavigationLink("Rust", value: "Rust")
            }
            .navigationDestination(for: String.self) { topic in
                FeedPage(topic: topic)
            }
        }
    }
}

:mount TopicsRoot()
// expect: TopicsRoot body
:tap "Swift"
// expect: FeedPage body: Swift loaded=false
// expect: FeedPage appear Swift
// expect: load Swift started
:advance 2s
// expect: load Swift done
// expect: FeedPage body: Swift loaded=true
:back
// expect: FeedPage disappear Swift
:tap "Rust"
// expect: FeedPage body: Rust loaded=false
// expect: FeedPage appear Rust
// expect: load Rust started
:advance 1s
:back
// expect: FeedPage disappear Rust
// expect: load Rust cancelled
:advance 2s
:tap "Swift"
// expect: FeedPage body: Swift loaded=false
// expect: FeedPage appear Swift
// expect: load Swift started
