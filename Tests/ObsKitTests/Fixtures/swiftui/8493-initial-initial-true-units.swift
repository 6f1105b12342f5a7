// SwiftUI from Apple's documentation: onChange(of:initial:_:) with initial: true (a units Picker)
// Source: developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg: initial: "Whether the
// action should be run when this view initially appears." oldValue: "The old value that failed the comparison
// check (or the initial value when requested)." newValue: "The new value that failed the comparison check."
// So on appearing the action sees the initial value twice; later it sees each change.
import SwiftUI

enum Units: String, CaseIterable, Identifiable {
    case metric, imperial
    var id: Self { self }
}

struct UnitsSettings: View {
    @State private var units: Units = .metric

    var body: some View {
        Form {
            Picker("Units", selection: $units) {
                ForEach(Units.allCases) { unit in
                    Text(unit.rawValue.capitalized).tag(unit)
                }
            }
        }
        .onChange(of: units, initial: true) { oldValue, newValue in
            print("units: \(oldValue.rawValue) -> \(newValue.rawValue)")
        }
    }
}

:mount UnitsSettings()
:pick "Imperial" in "Units"
:pick "Metric" in "Units"

// expect: units: metric -> metric
// expect: units: metric -> imperial
// expect: units: imperial -> metric
