// Preferences with an enum chosen in a Picker bound through @Bindable, a toggle in its own small view, and labels
// that each read one preference, in the "Managing model data in your app" style.
// What SwiftUI does: the picker's view made `$prefs.units` and so depends on `units` (rules §8.5); choosing
// "Imperial" writes through the binding (rules §9.2, §15.5: the ForEach rows are tagged with the enum's ids) and runs
// the picker's view and the distance label, which read `units`, in tree order (rules §2.8); the seconds label stays
// quiet. Flipping the toggle runs the seconds label and the toggle's view (it made `$prefs.showSeconds`), and not the
// picker or the distance label (rules §8.3).
// Sources: rules §2.8, §8.3, §8.5, §9.2, §15.5;
// https://developer.apple.com/documentation/swiftui/picker
// https://developer.apple.com/documentation/swiftui/bindable
import SwiftUI

enum DistanceUnit: String, CaseIterable, Identifiable {
    case metric
    case imperial

    var id: Self { self }
}

@Observable
final class Preferences {
    var units: DistanceUnit = .metric
    var showSeconds = false
}

struct UnitsPicker: View {
    @Bindable var prefs: Preferences

    var body: some View {
        let _ = print("UnitsPicker body: \(prefs.units.rawValue)")
        Picker("Units", selection: $prefs.units) {
            ForEach(DistanceUnit.allCases) { unit in
                Text(unit.rawValue.capitalized)
            }
        }
    }
}

struct DistanceLabel: View {
    let prefs: Preferences

    var body: some View {
        let _ = print("DistanceLabel body: \(prefs.units == .metric ? "5 km" : "3.1 mi")")
        Text(prefs.units == .metric ? "5 km" : "3.1 mi")
    }
}

struct SecondsLabel: View {
    let prefs: Preferences

    var body: some View {
        let _ = print("SecondsLabel body: \(prefs.showSeconds)")
        Text(prefs.showSeconds ? "12:04:31" : "12:04")
    }
}

struct SecondsToggle: View {
    @Bindable var prefs: Preferences

    var body: some View {
        let _ = print("SecondsToggle body")
        Toggle("Show seconds", isOn: $prefs.showSeconds)
    }
}

struct PreferencesScreen: View {
    @State private var prefs = Preferences()

    var body: some View {
        Form {
            UnitsPicker(prefs: prefs)
            DistanceLabel(prefs: prefs)
            SecondsLabel(prefs: prefs)
            SecondsToggle(prefs: prefs)
        }
    }
}

:mount PreferencesScreen()
// expect: UnitsPicker body: metric
// expect: DistanceLabel body: 5 km
// expect: SecondsLabel body: false
// expect: SecondsToggle body
:pick "Imperial" in "Units"
// expect: UnitsPicker body: imperial
// expect: DistanceLabel body: 3.1 mi
:toggle "Show seconds"
// expect: SecondsLabel body: true
// expect: SecondsToggle body
