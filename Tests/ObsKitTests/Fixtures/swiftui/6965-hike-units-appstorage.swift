// Hike settings: a units preference kept with @AppStorage and read by two different views, as a settings screen in
// Apple's sample apps does, own code. The settings section binds a Toggle to the key; each hike row reads the same
// key to format its distance.
// What SwiftUI does: @AppStorage reads and writes UserDefaults under its key and runs the views that read the value
// again when it changes (rules §15.14); both views declare the key and read it, so one toggle runs both, in tree
// order (rules §2.8), while the screen that contains them reads nothing and does not run. The declared default is
// used only while the key has no value; after the toggle the stored value wins, also for a screen mounted again.
// Sources: rules §2.8, §15.14; Apple https://developer.apple.com/documentation/swiftui/appstorage
import SwiftUI

struct UnitsSetting: View {
    @AppStorage("useMetric") private var useMetric = true

    var body: some View {
        let _ = print("UnitsSetting body: metric \(useMetric)")
        Section {
            Toggle("Use metric units", isOn: $useMetric)
        } footer: {
            Text(useMetric ? "Distances in kilometres" : "Distances in miles")
        }
    }
}

struct HikeDistanceRow: View {
    let name: String
    let kilometres: Double
    @AppStorage("useMetric") private var useMetric = true

    private var formattedDistance: String {
        useMetric
            ? String(format: "%.1f km", kilometres)
            : String(format: "%.1f mi", kilometres * 0.621371)
    }

    var body: some View {
        let _ = print("HikeDistanceRow body: \(name) \(formattedDistance)")
        LabeledContent(name, value: formattedDistance)
    }
}

struct HikeSettingsScreen: View {
    var body: some View {
        Form {
            UnitsSetting()
            Section("Hikes") {
                HikeDistanceRow(name: "Lakeside Loop", kilometres: 8.0)
                HikeDistanceRow(name: "Summit Trail", kilometres: 12.5)
            }
        }
    }
}

:mount HikeSettingsScreen()
// expect: UnitsSetting body: metric true
// expect: HikeDistanceRow body: Lakeside Loop 8.0 km
// expect: HikeDistanceRow body: Summit Trail 12.5 km
:toggle "Use metric units"
// expect: UnitsSetting body: metric false
// expect: HikeDistanceRow body: Lakeside Loop 5.0 mi
// expect: HikeDistanceRow body: Summit Trail 7.8 mi
:unmount
:mount HikeSettingsScreen()
// expect: UnitsSetting body: metric false
// expect: HikeDistanceRow body: Lakeside Loop 5.0 mi
// expect: HikeDistanceRow body: Summit Trail 7.8 mi
