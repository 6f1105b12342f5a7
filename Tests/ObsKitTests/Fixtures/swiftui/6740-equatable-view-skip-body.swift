// Follows Apple's `EquatableView` page (https://developer.apple.com/documentation/swiftui/equatableview): "A view type
// that compares itself against its previous value and prevents its child updating if its new value is the same as
// its old value", used both as `EquatableView(content:)` and through `.equatable()`.
// - The chart's `==` compares only its points, ignoring the caption: renaming gives a value that `==` calls equal,
//   so neither chart's body runs, though the dashboard's does (Apple, same page; rules §2.2: `.equatable()` makes
//   SwiftUI use `==`).
// - Adding a point makes `==` false: both charts run, in tree order, and show the caption as it now is (rules §2.7,
//   §2.8).
import SwiftUI

struct ChartView: View, Equatable {
    let points: [Int]
    let caption: String

    static func == (lhs: ChartView, rhs: ChartView) -> Bool {
        lhs.points == rhs.points
    }

    var body: some View {
        let _ = print("ChartView body: \(points.count) points, caption '\(caption)'")
        Text("\(points.count) points")
    }
}

struct Dashboard: View {
    @State private var points = [3, 5]
    @State private var caption = "Weekly"

    var body: some View {
        let _ = print("Dashboard body: \(caption)")
        VStack {
            ChartView(points: points, caption: caption)
                .equatable()
            EquatableView(content: ChartView(points: points, caption: caption + " (copy)"))
            Button("Rename") { caption = "Monthly" }
            Button("Add point") { points.append(8) }
        }
    }
}

:mount Dashboard()
// expect: Dashboard body: Weekly
// expect: ChartView body: 2 points, caption 'Weekly'
// expect: ChartView body: 2 points, caption 'Weekly (copy)'
:tap "Rename"
// expect: Dashboard body: Monthly
:tap "Add point"
// expect: Dashboard body: Monthly
// expect: ChartView body: 3 points, caption 'Monthly'
// expect: ChartView body: 3 points, caption 'Monthly (copy)'
