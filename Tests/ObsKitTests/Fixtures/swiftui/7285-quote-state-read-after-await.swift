// Quote of the day: a task that reads `@State` before and after an await while the user keeps tapping, and then
// writes a loaded value, own code.
// What SwiftUI does: outside a body a `@State` read gives the live value (rules §3.4), so the task sees the taps
// that happened during its sleep; each tap re-runs the body, which reads `taps` (rules §3.5). The write after the
// await is an ordinary state change: one body run in the turn the task wakes (rules §10.1).
// Sources: rules §3.4, §3.5, §10.1, §11.3; https://developer.apple.com/documentation/swiftui/state
import SwiftUI

struct QuoteOfTheDay: View {
    @State private var quote = "..."
    @State private var taps = 0

    var body: some View {
        let _ = print("QuoteOfTheDay body: \(quote) [taps \(taps)]")
        VStack {
            Text(quote)
            Button("Tap \(taps)") {
                taps += 1
            }
        }
        .task {
            print("task sees taps = \(taps)")
            try? await Task.sleep(for: .seconds(2))
            print("after await, task sees taps = \(taps)")
            quote = "Simplicity is prerequisite for reliability."
        }
    }
}

:mount QuoteOfTheDay()
// expect: QuoteOfTheDay body: ... [taps 0]
// expect: task sees taps = 0
:tap "Tap 0"
// expect: QuoteOfTheDay body: ... [taps 1]
:tap "Tap 1"
// expect: QuoteOfTheDay body: ... [taps 2]
:advance 2s
// expect: after await, task sees taps = 2
// expect: QuoteOfTheDay body: Simplicity is prerequisite for reliability. [taps 2]
