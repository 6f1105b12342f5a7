// Hacking with Swift style segmented Picker over a CaseIterable enum (implicit tags from ForEach): a switch shows one view per case, each case its own slot with its own @State; switching away destroys that view, so coming back starts over (rules §1.1, §15.5)
import SwiftUI

enum StatsRange: String, CaseIterable, Identifiable {
    case day = "Day"
    case week = "Week"
    case month = "Month"

    var id: Self { self }
}

struct RangeSummary: View {
    let range: StatsRange
    @State private var expanded = false

    var body: some View {
        let _ = print("RangeSummary body: \(range.rawValue) expanded=\(expanded)")
        Button(expanded ? "Less" : "More") { expanded.toggle() }
    }
}

struct StatsView: View {
    @State private var range = StatsRange.day

    var body: some View {
        let _ = print("StatsView body: \(range.rawValue)")
        VStack {
            Picker("Range", selection: $range) {
                ForEach(StatsRange.allCases) { range in
                    Text(range.rawValue)
                }
            }
            .pickerStyle(.segmented)

            switch range {
            case .day:
                RangeSummary(range: .day)
            case .week:
                RangeSummary(range: .week)
            case .month:
                Text("Coming soon")
            }
        }
    }
}

:mount StatsView()
// expect: StatsView body: Day
// expect: RangeSummary body: Day expanded=false
:tap "More"
// expect: RangeSummary body: Day expanded=true
:pick "Week" in "Range"
// expect: StatsView body: Week
// expect: RangeSummary body: Week expanded=false
:pick "Day" in "Range"
// expect: StatsView body: Day
// expect: RangeSummary body: Day expanded=false
:pick "Month" in "Range"
// expect: StatsView body: Month
