// A bar chart drawn by hand with GeometryReader and RoundedRectangle heights proportional to the largest
// value, before Swift Charts; a button boosts one bar.
// Expected: the action's prints show the state it changed (the view's computed max included).
import SwiftUI

struct Bar: Identifiable {
    let id = UUID()
    let label: String
    var value: Double
}

struct BarChart: View {
    @State private var bars = [
        Bar(label: "Mon", value: 3),
        Bar(label: "Tue", value: 7),
        Bar(label: "Wed", value: 5),
    ]

    private var maxValue: Double {
        bars.map(\.value).max() ?? 1
    }

    var body: some View {
        VStack {
            GeometryReader { geometry in
                HStack(alignment: .bottom, spacing: 8) {
                    ForEach(bars) { bar in
                        VStack {
                            RoundedRectangle(cornerRadius: 4)
                                .fill(.teal)
                                .frame(height: geometry.size.height * 0.8 * bar.value / maxValue)
                            Text(bar.label)
                                .font(.caption)
                        }
                    }
                }
            }
            .frame(height: 200)
            Button("Boost Monday") {
                bars[0].value += 5
                print("Monday is now \(bars[0].value), max \(maxValue)")
            }
        }
        .padding()
    }
}

:mount BarChart()
:tap "Boost Monday"
:tap "Boost Monday"

// expect: Monday is now 8.0, max 8.0
// expect: Monday is now 13.0, max 13.0
