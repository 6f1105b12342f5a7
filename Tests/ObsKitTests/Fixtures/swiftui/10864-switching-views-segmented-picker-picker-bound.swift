// Tutorial style (switching views with a segmented picker): a Picker bound to $style.animation() chooses among three chart views in a switch; each choice destroys the old branch (disappear) and makes the new one (appear); choosing the current option changes nothing (rules §1.1, §11.1, §11.2, §15.5, §3.4, §12.1)
import SwiftUI

enum ChartStyle: String, CaseIterable, Identifiable {
    case bar = "Bar"
    case line = "Line"
    case pie = "Pie"

    var id: Self { self }
}

struct BarChartView: View {
    var body: some View {
        let _ = print("BarChartView body")
        Text("▇▅▃▆")
            .onAppear { print("bar appeared") }
            .onDisappear { print("bar disappeared") }
    }
}

struct LineChartView: View {
    var body: some View {
        let _ = print("LineChartView body")
        Text("╱╲╱")
            .onAppear { print("line appeared") }
            .onDisappear { print("line disappeared") }
    }
}

struct PieChartView: View {
    var body: some View {
        let _ = print("PieChartView body")
        Text("◔")
            .onAppear { print("pie appeared") }
            .onDisappear { print("pie disappeared") }
    }
}

struct DashboardView: View {
    @State private var style: ChartStyle = .bar

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Picker("Chart", selection: $style.animation(.easeInOut)) {
                ForEach(ChartStyle.allCases) { style in
                    Text(style.rawValue).tag(style)
                }
            }
            .pickerStyle(.segmented)
            Group {
                switch style {
                case .bar:
                    BarChartView()
                case .line:
                    LineChartView()
                case .pie:
                    PieChartView()
                }
            }
            .transition(.opacity)
        }
    }
}

:mount DashboardView()
// expect: DashboardView: @self, @identity, _style changed.
// expect: BarChartView body
// expect: bar appeared
:pick "Line" in "Chart"
// expect: DashboardView: _style changed.
// expect: LineChartView body
// expect: bar disappeared
// expect: line appeared
:pick "Line" in "Chart"
:pick "Pie" in "Chart"
// expect: DashboardView: _style changed.
// expect: PieChartView body
// expect: line disappeared
// expect: pie appeared
