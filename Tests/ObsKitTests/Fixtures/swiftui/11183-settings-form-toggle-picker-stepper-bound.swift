// Tutorial style (settings form): Toggle, Picker and Stepper bound to @AppStorage in a Form, with a sibling summary row reading two of the keys; a change re-runs exactly the views that read that key (rules §15.14, §15.5, §2.7, §12.1)
import SwiftUI

enum Units: String, CaseIterable {
    case metric, imperial
}

struct SummaryRow: View {
    @AppStorage("units") private var units: Units = .metric
    @AppStorage("dailyGoal") private var goal = 5
    var body: some View {
        let _ = Self._printChanges()
        Text("Goal: \(goal) \(units == .metric ? "km" : "mi")")
    }
}

struct WorkoutSettings: View {
    @AppStorage("autoPause") private var autoPause = true
    @AppStorage("units") private var units: Units = .metric
    @AppStorage("dailyGoal") private var goal = 5

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("settings: \(autoPause) \(units.rawValue) \(goal)")
        Section("Tracking") {
            Toggle("Auto-pause", isOn: $autoPause)
            Picker("Units", selection: $units) {
                Text("Metric").tag(Units.metric)
                Text("Imperial").tag(Units.imperial)
            }
            Stepper("Goal \(goal)", value: $goal, in: 1...20)
        }
        .onChange(of: autoPause) { print("autoPause now \(autoPause)") }
    }
}
struct WorkoutScreen: View {
    var body: some View {
        Form {
            WorkoutSettings()
            SummaryRow()
        }
    }
}
:mount WorkoutScreen()
// expect: WorkoutSettings: @self, @identity, _autoPause, _units, _goal changed.
// expect: settings: true metric 5
// expect: SummaryRow: @self, @identity, _units, _goal changed.
:toggle "Auto-pause"
// expect: WorkoutSettings: _autoPause changed.
// expect: settings: false metric 5
// expect: autoPause now false
:pick "Imperial" in "Units"
// expect: WorkoutSettings: _units changed.
// expect: settings: false imperial 5
// expect: SummaryRow: _units changed.
:step "Goal 5" up
// expect: WorkoutSettings: _goal changed.
// expect: settings: false imperial 6
// expect: SummaryRow: _goal changed.
print(UserDefaults.standard.bool(forKey: "autoPause"), UserDefaults.standard.string(forKey: "units")!, UserDefaults.standard.integer(forKey: "dailyGoal"))
// expect: false imperial 6
