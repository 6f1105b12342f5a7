// A segmented switcher whose underline slides between options with `matchedGeometryEffect(id:in:)` and a
// `@Namespace`, the selection changed in `withAnimation(.snappy)` (a common community tutorial pattern).
// Expected: the animation changes only the looks (rules §15.15); the parent's onChange sees each choice.
import SwiftUI

enum Period: String, CaseIterable, Identifiable {
    case day = "Day"
    case week = "Week"
    case month = "Month"

    var id: Self { self }
}

struct PeriodSwitcher: View {
    @Binding var selection: Period
    @Namespace private var underline

    var body: some View {
        HStack(spacing: 20) {
            ForEach(Period.allCases) { period in
                VStack(spacing: 4) {
                    Button(period.rawValue) {
                        withAnimation(.snappy) { selection = period }
                    }
                    if selection == period {
                        Capsule()
                            .frame(height: 3)
                            .matchedGeometryEffect(id: "underline", in: underline)
                    } else {
                        Color.clear.frame(height: 3)
                    }
                }
            }
        }
    }
}

struct StatsView: View {
    @State private var period = Period.week

    var body: some View {
        VStack {
            PeriodSwitcher(selection: $period)
            Text("Showing this \(period.rawValue.lowercased())")
        }
        .onChange(of: period) { old, new in
            print("period:", old.rawValue, "->", new.rawValue)
        }
    }
}

:mount StatsView()
:tap "Month"
:tap "Day"

// expect: period: Week -> Month
// expect: period: Month -> Day
