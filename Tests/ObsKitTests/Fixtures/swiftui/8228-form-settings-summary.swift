// SwiftUI from Apple's documentation: a settings Form with Toggle, Picker and Stepper, each bound to its own @State
// Apple, Toggle (https://developer.apple.com/documentation/swiftui/toggle): "A control that toggles between on and off
// states." Picker (https://developer.apple.com/documentation/swiftui/picker): "Set the selection parameter to a bound
// property that provides the value to display as the current selection." Stepper init(value:in:step:...): "increment or
// decrement a binding to a value using a step value and within a range of values you provide".
import SwiftUI

enum Units: String, CaseIterable, Identifiable {
    case metric, imperial
    var id: Self { self }
}

struct SettingsForm: View {
    @State private var sounds = true
    @State private var units: Units = .metric
    @State private var fontSize = 14
    var body: some View {
        Form {
            Section("General") {
                Toggle("Sounds", isOn: $sounds)
                Picker("Units", selection: $units) {
                    ForEach(Units.allCases) { unit in
                        Text(unit.rawValue.capitalized).tag(unit)
                    }
                }
            }
            Section("Display") {
                Stepper("Font size", value: $fontSize, in: 10...20, step: 2)
            }
            Button("Summary") {
                print("sounds=\(sounds) units=\(units.rawValue) fontSize=\(fontSize)")
            }
        }
    }
}

:mount SettingsForm()
:tap "Summary"
:toggle "Sounds"
:pick "Imperial" in "Units"
:step "Font size" up 2
:tap "Summary"
// expect: sounds=true units=metric fontSize=14
// expect: sounds=false units=imperial fontSize=18
