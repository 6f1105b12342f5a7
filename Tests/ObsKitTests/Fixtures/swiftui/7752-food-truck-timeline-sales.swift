// Apple sample style (Food Truck, sales overview): a dashboard card with a live clock in `TimelineView(.everyMinute)` and a sales summary whose time range is a segmented Picker, the totals computed from @State.
// SwiftUI: a TimelineView builds its content again at each entry of its schedule, here the start of each minute on the virtual clock (rules §15.20); its content closure captures nothing,
// so the parent's re-runs for the picker hand it an equal value and it does not rebuild (rules §2.4, §2.7); the picker's @State re-runs the parent and the summary row, whose value changed (rules §3.5, §2.7).
import SwiftUI

enum SalesRange: String, CaseIterable, Identifiable {
    case today = "Today"
    case week = "Week"
    case month = "Month"
    var id: Self { self }

    var days: Int {
        switch self {
        case .today: return 1
        case .week: return 7
        case .month: return 30
        }
    }
}

struct SalesSummary: View {
    let range: SalesRange
    let donutsSold: Int

    var body: some View {
        let _ = print("summary: \(donutsSold) donuts (\(range.rawValue))")
        LabeledContent("Donuts sold", value: "\(donutsSold)")
    }
}

struct SalesOverview: View {
    let dailySales = [42, 38, 51, 47, 60, 55, 49]
    @State private var range = SalesRange.today

    var donutsSold: Int {
        (0..<range.days).reduce(0) { total, day in total + dailySales[day % dailySales.count] }
    }

    var body: some View {
        let _ = print("overview: \(range.rawValue)")
        List {
            TimelineView(.everyMinute) { context in
                let minute = Calendar.current.component(.minute, from: context.date)
                let hour = Calendar.current.component(.hour, from: context.date)
                let _ = print("clock \(hour):\(minute)")
                Label("Open since 9:00, now \(hour):\(minute)", systemImage: "clock")
            }
            Picker("Range", selection: $range) {
                ForEach(SalesRange.allCases) { range in
                    Text(range.rawValue).tag(range)
                }
            }
            .pickerStyle(.segmented)
            SalesSummary(range: range, donutsSold: donutsSold)
        }
    }
}

:mount SalesOverview()
// expect: overview: Today
// expect: clock 9:41
// expect: summary: 42 donuts (Today)
:advance 30s
:pick "Week" in "Range"
// expect: overview: Week
// expect: summary: 342 donuts (Week)
:advance 30s
// expect: clock 9:42
:advance 2m
// expect: clock 9:43
// expect: clock 9:44
:pick "Month" in "Range"
// expect: overview: Month
// expect: summary: 1448 donuts (Month)
