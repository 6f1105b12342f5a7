// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/segmentedpickerstyle (a segmented picker chooses which of two panels shows; a panel shown again starts over)
// SegmentedPickerStyle: "A picker style that presents the options in a segmented control". Choosing a segment writes
// the selection like any picker. The body switches on it, so each panel is a different branch: a panel that comes
// back is a new view with fresh @State (Apple's "Managing user interface state": state lives as long as the view's
// identity), so its counter starts at 0 again and its onAppear runs again.
import SwiftUI

enum ActivityRange: String, CaseIterable, Identifiable {
    case day = "Day"
    case week = "Week"
    var id: Self { self }
}

struct TallyPanel: View {
    let title: String
    @State private var taps = 0

    var body: some View {
        Button("Count \(title)") {
            taps += 1
            print("\(title) taps: \(taps)")
        }
        .onAppear { print("\(title) panel appears") }
    }
}

struct ActivityView: View {
    @State private var range: ActivityRange = .day

    var body: some View {
        VStack {
            Picker("Range", selection: $range) {
                ForEach(ActivityRange.allCases) { range in
                    Text(range.rawValue).tag(range)
                }
            }
            .pickerStyle(.segmented)

            switch range {
            case .day:
                TallyPanel(title: "day")
            case .week:
                TallyPanel(title: "week")
            }
        }
    }
}

:mount ActivityView()
// expect: day panel appears
:tap "Count day"
// expect: day taps: 1
:tap "Count day"
// expect: day taps: 2
:pick "Week" in "Range"
// expect: week panel appears
:tap "Count week"
// expect: week taps: 1
:pick "Day" in "Range"
// expect: day panel appears
:tap "Count day"
// expect: day taps: 1
