// Unit converter settings using both iOS 17 forms of onChange: `onChange(of:initial:_:)` with `initial: true` and two
// parameters on a menu-style Picker's selection, and the zero-parameter form on a Toggle's value.
// What SwiftUI does: with `initial: true` the action also runs when the view first appears, after its first body,
// with the initial value as both old and new (Apple: "Whether the action should be run when this view initially
// appears"). Each later change runs the body (it reads both values to hand them to onChange), then the action; a
// choice equal to the current value changes nothing (rules §3.4). The zero-parameter action reads the live state.
// Sources: rules §3.4, §10.1; https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)
import SwiftUI

enum LengthUnit: String, CaseIterable, Identifiable {
    case meters, feet, miles
    var id: Self { self }
}

struct UnitSettings: View {
    @State private var unit = LengthUnit.meters
    @State private var roundResults = false

    var body: some View {
        let _ = print("UnitSettings body: \(unit.rawValue), rounded \(roundResults)")
        Form {
            Picker("Unit", selection: $unit) {
                ForEach(LengthUnit.allCases) { unit in
                    Text(unit.rawValue.capitalized).tag(unit)
                }
            }
            .pickerStyle(.menu)
            Toggle("Round results", isOn: $roundResults)
        }
        .onChange(of: unit, initial: true) { oldValue, newValue in
            print("unit: \(oldValue.rawValue) -> \(newValue.rawValue)")
        }
        .onChange(of: roundResults) {
            print("rounding is now \(roundResults)")
        }
    }
}

:mount UnitSettings()
// expect: UnitSettings body: meters, rounded false
// expect: unit: meters -> meters
:pick "Feet" in "Unit"
// expect: UnitSettings body: feet, rounded false
// expect: unit: meters -> feet
:pick "Feet" in "Unit"
:toggle "Round results"
// expect: UnitSettings body: feet, rounded true
// expect: rounding is now true
:pick "Miles" in "Unit"
// expect: UnitSettings body: miles, rounded true
// expect: unit: feet -> miles
