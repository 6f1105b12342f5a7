// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/task(priority:_:) (SwiftUI cancels the task when the view is removed; the loop sees Task.isCancelled)
// What SwiftUI does: "If the task doesn't finish before SwiftUI removes the view or the view changes identity,
// SwiftUI cancels the task." Task.isCancelled then stays true
// (https://developer.apple.com/documentation/swift/task/iscancelled-swift.type.property), and a cancelled
// Task.sleep returns at once by throwing (swallowed here by try?).
import SwiftUI

struct Ticker: View {
    var body: some View {
        Text("Ticking")
            .task {
                var ticks = 0
                while !Task.isCancelled {
                    try? await Task.sleep(for: .seconds(1))
                    if Task.isCancelled { break }
                    ticks += 1
                    print("tick \(ticks)")
                }
                print("ticker stopped after \(ticks) ticks, cancelled: \(Task.isCancelled)")
            }
    }
}

struct Dashboard: View {
    @State private var showTicker = true

    var body: some View {
        VStack {
            Button("Hide ticker") { showTicker = false }
            if showTicker {
                Ticker()
            }
        }
    }
}

:mount Dashboard()
:advance 2s
// expect: tick 1
// expect: tick 2
:tap "Hide ticker"
// expect: ticker stopped after 2 ticks, cancelled: true
:advance 2s
