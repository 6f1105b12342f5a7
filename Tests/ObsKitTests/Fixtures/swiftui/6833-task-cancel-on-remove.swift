// Follows Apple's `task(priority:_:)` page (https://developer.apple.com/documentation/swiftui/view/task(priority:_:)):
// "If the task doesn't finish before SwiftUI removes the view or the view changes identity, SwiftUI cancels the
// task." Own code: a match screen whose live-score panel polls every second while it is shown.
// - The panel sits in an `if` without `else`: hiding it destroys its node, and showing it again makes a new node
//   whose @State starts over (rules §1.1, §1.4); the dying node's task is cancelled (rules §1.4, §11.3).
// - A task cancelled while in `Task.sleep(for:)` gets CancellationError thrown from the sleep (Swift's
//   `Task.sleep(for:tolerance:clock:)` page: "If the task is canceled before the time ends, this function throws
//   CancellationError"). The catch runs after the update that removed the view (rules §1.4, §10.1), so after the
//   parent's body.
// - Each tick writes @State the panel's body reads: one body per tick, each tick its own turn of `:advance`
//   (rules §3.4, §10.1). The parent does not read the panel's state, so it does not run (rules §3.5).
import SwiftUI

struct LiveScorePanel: View {
    @State private var updates = 0

    var body: some View {
        let _ = print("LiveScorePanel body, \(updates) updates")
        Text("Updates: \(updates)")
            .task {
                print("polling started")
                var polls = 0
                do {
                    while true {
                        try await Task.sleep(for: .seconds(1))
                        polls += 1
                        updates = polls
                        print("poll \(polls)")
                    }
                } catch is CancellationError {
                    print("polling stopped after \(polls) polls")
                } catch {
                    print("polling failed")
                }
            }
    }
}

struct MatchScreen: View {
    @State private var showScores = true

    var body: some View {
        let _ = print("MatchScreen body, showScores \(showScores)")
        VStack {
            Button(showScores ? "Hide scores" : "Show scores") {
                showScores.toggle()
            }
            if showScores {
                LiveScorePanel()
            }
        }
    }
}

:mount MatchScreen()
// expect: MatchScreen body, showScores true
// expect: LiveScorePanel body, 0 updates
// expect: polling started
:advance 2s
// expect: poll 1
// expect: LiveScorePanel body, 1 updates
// expect: poll 2
// expect: LiveScorePanel body, 2 updates
:tap "Hide scores"
// expect: MatchScreen body, showScores false
// expect: polling stopped after 2 polls
:advance 3s
:tap "Show scores"
// expect: MatchScreen body, showScores true
// expect: LiveScorePanel body, 0 updates
// expect: polling started
:advance 1s
// expect: poll 1
// expect: LiveScorePanel body, 1 updates
