// Follows Swift's `Task.sleep(for:tolerance:clock:)` page
// (https://developer.apple.com/documentation/swift/task/sleep(for:tolerance:clock:)): it suspends the current task
// for the given duration. Suspending does not block: while the task sleeps the view keeps answering taps. Own code: a
// tips banner that moves to the next tip every three seconds, started by `.task` (Apple `task(priority:_:)`).
// - On ObsREPL's virtual clock `Date.now` and sleeps move only with `:advance` (project README, "The virtual
//   clock"), so the elapsed time the task prints is exact; a sleep wakes when the clock reaches its deadline, in a
//   turn of its own (README, `:advance`).
// - Each @State write runs the body once at the next update (rules §3.4, §10.1); the task's line comes before the
//   body it causes (rules §0.3).
// - The task finishes after the last tip; later advances wake nothing.
import SwiftUI

struct TipsBanner: View {
    let tips = ["Swipe to archive", "Long-press for options", "Pull to refresh"]
    @State private var index = 0
    @State private var taps = 0

    var body: some View {
        let _ = print("TipsBanner body, tip \(index + 1), taps \(taps)")
        VStack {
            Text(tips[index])
            Button("Tap me") { taps += 1 }
        }
        .task {
            let start = Date.now
            for next in 1..<tips.count {
                do {
                    try await Task.sleep(for: .seconds(3))
                } catch {
                    return
                }
                let elapsed = Int(Date.now.timeIntervalSince(start))
                print("tip \(next + 1) after \(elapsed) s")
                index = next
            }
            print("all tips shown")
        }
    }
}

:mount TipsBanner()
// expect: TipsBanner body, tip 1, taps 0
:advance 2s
:tap "Tap me"
// expect: TipsBanner body, tip 1, taps 1
:advance 1s
// expect: tip 2 after 3 s
// expect: TipsBanner body, tip 2, taps 1
:advance 2999ms
:advance 1ms
// expect: tip 3 after 6 s
// expect: all tips shown
// expect: TipsBanner body, tip 3, taps 1
:advance 5s
:tap "Tap me"
// expect: TipsBanner body, tip 3, taps 2
