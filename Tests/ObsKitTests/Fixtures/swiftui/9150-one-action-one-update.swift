// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/model-data (several changes in one action make one update)
// Apple: "When the data changes ... SwiftUI automatically updates the affected parts of the interface." A method
// that writes three tracked properties in one button action invalidates the body once; it runs once, with all
// three new values.
import SwiftUI
import Observation

@Observable final class Scoreboard {
    var home = 0
    var away = 0
    var period = 1

    func bothScore() {
        home += 1
        away += 1
    }

    func nextPeriod() {
        period += 1
        home += 0
        away += 0
    }

    func reset() {
        home = 0
        away = 0
        period = 1
    }
}

struct ScoreView: View {
    @State private var board = Scoreboard()

    var body: some View {
        let _ = print("body: \(board.home)-\(board.away), period \(board.period)")
        VStack {
            Text("\(board.home) - \(board.away)")
            Button("Both score") { board.bothScore() }
            Button("Next period") { board.nextPeriod() }
            Button("Reset") { board.reset() }
        }
    }
}

:mount ScoreView()
// expect: body: 0-0, period 1
:tap "Both score"
// expect: body: 1-1, period 1
:tap "Next period"
// expect: body: 1-1, period 2
:tap "Reset"
// expect: body: 0-0, period 1
