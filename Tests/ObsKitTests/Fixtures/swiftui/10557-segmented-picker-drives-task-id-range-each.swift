// async-in-views style: a segmented Picker drives .task(id: range); each choice restarts the step count load, and a choice made while a load is pending cancels it (rules §11.3, §15.5)
import SwiftUI

enum StatsRange: String, CaseIterable, Hashable {
    case day = "Day"
    case week = "Week"
    case month = "Month"
}

func fetchSteps(for range: StatsRange) async throws -> Int {
    try await Task.sleep(for: .milliseconds(500))
    switch range {
    case .day: return 1_000
    case .week: return 7_000
    case .month: return 30_000
    }
}

struct StepsView: View {
    @State private var range: StatsRange = .day
    @State private var steps: Int?

    var body: some View {
        let _ = print("StepsView body: \(range.rawValue) steps=\(steps.map(String.init) ?? "-")")
        VStack {
            Picker("Range", selection: $range) {
                ForEach(StatsRange.allCases, id: \.self) { r in
                    Text(r.rawValue).tag(r)
                }
            }
            .pickerStyle(.segmented)
            Text(steps.map { "\($0) steps" } ?? "Loading")
        }
        .task(id: range) {
            let r = range
            print("loading \(r.rawValue)")
            do {
                steps = try await fetchSteps(for: r)
            } catch {}
        }
    }
}

:mount StepsView()
// expect: StepsView body: Day steps=-
// expect: loading Day
:advance 500ms
// expect: StepsView body: Day steps=1000
:pick "Week" in "Range"
// expect: StepsView body: Week steps=1000
// expect: loading Week
:advance 500ms
// expect: StepsView body: Week steps=7000
:pick "Month" in "Range"
// expect: StepsView body: Month steps=7000
// expect: loading Month
:advance 200ms
:pick "Day" in "Range"
// expect: StepsView body: Day steps=7000
// expect: loading Day
:advance 500ms
// expect: StepsView body: Day steps=1000
