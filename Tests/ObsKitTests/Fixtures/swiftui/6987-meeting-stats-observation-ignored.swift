// Meeting stats: an @Observable model with computed statistics and an @ObservationIgnored bookkeeping property, as
// Apple's Observation documentation describes; own code. The stats view holds the model in a plain `let`.
// What SwiftUI does: a computed property is tracked through the stored properties it reads, so the stats view
// depends on `records` (rules §8.1, §8.3); a plain `let` of an @Observable class is tracked the same way, no
// wrapper needed. An @ObservationIgnored property is not tracked: writing it runs no body. The screen that owns the
// model reads none of it in its body and never runs again.
// Sources: rules §8.1, §8.3; Apple https://developer.apple.com/documentation/observation/observable() and
// https://developer.apple.com/documentation/observation/observationignored()
import SwiftUI

@Observable
final class MeetingStats {
    var records: [Int] = [10, 15]
    @ObservationIgnored var lastViewed = "never"

    var totalMinutes: Int { records.reduce(0, +) }
    var averageMinutes: Int { records.isEmpty ? 0 : totalMinutes / records.count }

    init() { print("MeetingStats init") }
}

struct StatsView: View {
    let stats: MeetingStats

    var body: some View {
        let _ = print("StatsView body: total \(stats.totalMinutes), average \(stats.averageMinutes)")
        VStack(alignment: .leading) {
            LabeledContent("Total", value: "\(stats.totalMinutes) min")
            LabeledContent("Average", value: "\(stats.averageMinutes) min")
        }
    }
}

struct StatsScreen: View {
    @State private var stats = MeetingStats()

    var body: some View {
        let _ = print("StatsScreen body")
        VStack {
            StatsView(stats: stats)
            Button("Log 20 min") { stats.records.append(20) }
            Button("Mark Viewed") {
                stats.lastViewed = "today"
                print("viewed: \(stats.lastViewed)")
            }
        }
    }
}

:mount StatsScreen()
// expect: MeetingStats init
// expect: StatsScreen body
// expect: StatsView body: total 25, average 12
:tap "Mark Viewed"
// expect: viewed: today
:tap "Log 20 min"
// expect: StatsView body: total 45, average 15
