// A generic `SegmentedControl<Option>` component: one button per option, each drawn by a `SegmentButtonStyle` that
// holds its title and whether it is selected, as custom segmented-picker posts build it.
// What SwiftUI does: choosing a segment writes the report's `@State` through the binding; the report reads it and
// runs, then the control (rules §9.3, §2.8). The control's rows are built again and each button gets a new style
// value; makeBody runs again only where the value differs (rules §2.3, §15.26): the segment that lost the selection
// and the one that gained it, not the third. Choosing the selected segment again writes an equal value: nothing runs
// (rules §3.4).
// Sources: rules §2.3, §2.6, §2.8, §3.4, §9.3, §15.26; https://developer.apple.com/documentation/swiftui/buttonstyle
import SwiftUI

enum ReportPeriod: String, CaseIterable, CustomStringConvertible {
    case day = "Day"
    case week = "Week"
    case month = "Month"

    var description: String { rawValue }
}

struct SegmentButtonStyle: ButtonStyle {
    let title: String
    let isSelected: Bool

    func makeBody(configuration: Configuration) -> some View {
        let _ = print("SegmentButtonStyle makeBody: \(title) \(isSelected ? "selected" : "plain")")
        configuration.label
            .padding(.vertical, 6)
            .frame(maxWidth: .infinity)
            .background(isSelected ? Color.accentColor : Color.clear, in: Capsule())
            .foregroundStyle(isSelected ? Color.white : Color.primary)
    }
}

struct SegmentedControl<Option: Hashable & CustomStringConvertible>: View {
    let options: [Option]
    @Binding var selection: Option

    var body: some View {
        let _ = print("SegmentedControl body: \(selection)")
        HStack(spacing: 4) {
            ForEach(options, id: \.self) { option in
                Button(option.description) {
                    selection = option
                }
                .buttonStyle(SegmentButtonStyle(title: option.description, isSelected: option == selection))
            }
        }
        .padding(4)
        .background(.quaternary, in: Capsule())
    }
}

struct ReportView: View {
    @State private var period = ReportPeriod.day

    var body: some View {
        let _ = print("ReportView body: \(period)")
        VStack(spacing: 16) {
            SegmentedControl(options: ReportPeriod.allCases, selection: $period)
            Text("Showing the last \(period.rawValue.lowercased())")
        }
    }
}

:mount ReportView()
// expect: ReportView body: Day
// expect: SegmentedControl body: Day
// expect: SegmentButtonStyle makeBody: Day selected
// expect: SegmentButtonStyle makeBody: Week plain
// expect: SegmentButtonStyle makeBody: Month plain
:tap "Week"
// expect: ReportView body: Week
// expect: SegmentedControl body: Week
// expect: SegmentButtonStyle makeBody: Day plain
// expect: SegmentButtonStyle makeBody: Week selected
:tap "Week"
:tap "Month"
// expect: ReportView body: Month
// expect: SegmentedControl body: Month
// expect: SegmentButtonStyle makeBody: Week plain
// expect: SegmentButtonStyle makeBody: Month selected
