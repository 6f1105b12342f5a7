// Navigation in apps: a live-score screen, pushed from a match list, polls with a .task loop on the virtual clock.
// `.task` starts when the pushed view appears and is cancelled when it goes (rules §11.3, §1.4), so after a pop no tick
// comes; the next push is a new node with fresh @State and a new task (rules §14.3, §3.2). Each tick's write runs the
// score view's body once, after the task's own print (rules §10.1, §15.15).
import SwiftUI

struct MatchView: View {
    let title: String
    @State private var goals = 0

    var body: some View {
        let _ = print("MatchView body, score \(goals)")
        Text("\(title): \(goals)")
            .task {
                while !Task.isCancelled {
                    do {
                        try await Task.sleep(for: .seconds(1))
                    } catch {
                        return
                    }
                    goals += 1
                    print("tick \(goals)")
                }
            }
    }
}

struct Scores: View {
    var body: some View {
        NavigationStack {
            List(["Lions vs Bears"], id: \.self) { match in
                NavigationLink(match, value: match)
            }
            .navigationDestination(for: String.self) { match in
                MatchView(title: match)
            }
        }
    }
}

:mount Scores()
:tap "Lions vs Bears"
// expect: MatchView body, score 0
:advance 2s
// expect: tick 1
// expect: MatchView body, score 1
// expect: tick 2
// expect: MatchView body, score 2
:back
:advance 3s
:tap "Lions vs Bears"
// expect: MatchView body, score 0
:advance 1s
// expect: tick 1
// expect: MatchView body, score 1
