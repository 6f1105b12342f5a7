// Follows Apple's `View/task(priority:_:)` page
// (https://developer.apple.com/documentation/swiftui/view/task(priority:_:)): "Use this modifier to perform an
// asynchronous task with a lifetime that matches that of the modified view. If the task doesn't finish before
// SwiftUI removes the view or the view changes identity, SwiftUI cancels the task."
// - A live-score listener starts when its view appears and wakes once a second on the virtual clock (`:advance`;
//   README, rules §10.1, §15.15).
// - Hiding the view removes it: the task is cancelled, its sleep throws and the `catch` runs, seeing
//   `Task.isCancelled` true (rules §1.4, §11.3; Swift: a cancelled `Task.sleep` throws CancellationError).
// - Showing it again makes a new view, whose task starts anew (rules §1.1, §11.3).
import SwiftUI

struct LiveScores: View {
    var body: some View {
        Text("Live scores")
            .task {
                print("listening for scores")
                do {
                    while true {
                        try await Task.sleep(for: .seconds(1))
                        print("score update")
                    }
                } catch {
                    print("stopped listening, cancelled: \(Task.isCancelled)")
                }
            }
    }
}

struct MatchScreen: View {
    @State private var showScores = true

    var body: some View {
        VStack {
            Button(showScores ? "Hide scores" : "Show scores") { showScores.toggle() }
            if showScores {
                LiveScores()
            }
        }
    }
}

:mount MatchScreen()
// expect: listening for scores
:advance 2s
// expect: score update
// expect: score update
:tap "Hide scores"
// expect: stopped listening, cancelled: true
:advance 3s
:tap "Show scores"
// expect: listening for scores
:advance 1s
// expect: score update
