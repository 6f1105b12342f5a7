// A live score that polls in `.task`, beside `onAppear` and `onDisappear`, in a view the parent shows and hides.
// What SwiftUI does: after the update that inserts the view, its body has run; then `onAppear` runs, then the
// task starts and runs until its first `await` (rules §10.3, §11.1, §11.3; Apple, task(priority:_:):
// https://developer.apple.com/documentation/swiftui/view/task(priority:_:)). Each wake-up of the sleeping task
// writes @State, which runs the body. Removing the view runs `onDisappear` and cancels the task: its
// `Task.sleep` throws CancellationError (rules §1.4, §11.3). Showing it again makes a new view: fresh state,
// onAppear, a new task.
import SwiftUI

struct LiveScoreView: View {
    @State private var score = "-"

    var body: some View {
        let _ = print("LiveScoreView body, score \(score)")
        Text(score)
            .onAppear { print("onAppear") }
            .onDisappear { print("onDisappear") }
            .task {
                print("task started")
                var polls = 0
                do {
                    while true {
                        try await Task.sleep(for: .seconds(5))
                        polls += 1
                        print("poll \(polls)")
                        score = "\(polls * 7) pts"
                    }
                } catch {
                    print("task stopped, cancelled: \(error is CancellationError)")
                }
            }
    }
}

struct MatchScreen: View {
    @State private var showingScore = true

    var body: some View {
        VStack {
            if showingScore {
                LiveScoreView()
            }
            Button(showingScore ? "Hide score" : "Show score") {
                showingScore.toggle()
            }
        }
    }
}

:mount MatchScreen()
// expect: LiveScoreView body, score -
// expect: onAppear
// expect: task started
:advance 5s
// expect: poll 1
// expect: LiveScoreView body, score 7 pts
:advance 10s
// expect: poll 2
// expect: LiveScoreView body, score 14 pts
// expect: poll 3
// expect: LiveScoreView body, score 21 pts
:tap "Hide score"
// expect: onDisappear
// expect: task stopped, cancelled: true
:tap "Show score"
// expect: LiveScoreView body, score -
// expect: onAppear
// expect: task started
