// Style: Stack Overflow question. Forum question: "I start a polling loop with Task { } in onAppear; after leaving the screen it keeps running and the model never deinits."
// SwiftUI: an unstructured Task is not tied to the view; its closure holds `self` until the loop ends, so removing the view (rules §1.4) frees nothing
// (Apple `task` and Swift's `Task.init`: the task runs to completion unless cancelled). `.task { }` is cancelled when the view disappears (rules §11.3;
// Apple `view/task(priority:_:)`): the sleep throws, the loop ends, and with the @State released the model deinits (rules §1.4).
import SwiftUI
import Observation

@MainActor
@Observable
final class Poller {
    let name: String
    var polls = 0

    init(name: String) {
        self.name = name
        print("\(name) init")
    }

    deinit { print("\(name) deinit") }

    func startForever() {
        Task {
            while true {
                try? await Task.sleep(for: .seconds(1))
                self.polls += 1
                print("\(self.name) poll \(self.polls)")
            }
        }
    }

    func run() async {
        while true {
            do {
                try await Task.sleep(for: .seconds(5))
            } catch {
                print("\(name) loop cancelled after \(polls) polls")
                return
            }
            polls += 1
        }
    }
}

struct LeakyFeed: View {
    @State private var poller = Poller(name: "leaky")

    var body: some View {
        Text("Leaky feed")
            .onAppear { poller.startForever() }
    }
}

struct ScopedFeed: View {
    @State private var poller = Poller(name: "scoped")

    var body: some View {
        Text("Scoped feed")
            .task { await poller.run() }
    }
}

struct FeedHost: View {
    @State private var showFeeds = true

    var body: some View {
        VStack {
            Button("Close feeds") { showFeeds = false }
            if showFeeds {
                LeakyFeed()
                ScopedFeed()
            }
        }
    }
}

:mount FeedHost()
// expect: leaky init
// expect: scoped init
:advance 2s
// expect: leaky poll 1
// expect: leaky poll 2
:tap "Close feeds"
// expect: scoped loop cancelled after 0 polls
// expect: scoped deinit
:advance 2s
// expect: leaky poll 3
// expect: leaky poll 4
