// Stack Overflow Q&A style: "@AppStorage shared between two views": two views declare the same key; flipping the toggle in one re-runs both, a write to UserDefaults.standard under the key reaches them too, and a remount reads the stored value, not the default (rules §15.14)
import SwiftUI

struct UnitsToggle: View {
    @AppStorage("useMetric") private var useMetric = false

    var body: some View {
        let _ = print("UnitsToggle body: \(useMetric)")
        Toggle("Metric", isOn: $useMetric)
    }
}

struct DistanceLabel: View {
    @AppStorage("useMetric") private var useMetric = false
    let meters: Int

    var body: some View {
        let _ = print("DistanceLabel body: \(useMetric ? "\(meters) m" : "\(meters * 328 / 100) ft")")
        Text(useMetric ? "\(meters) m" : "\(meters * 328 / 100) ft")
    }
}

struct UnitsScreen: View {
    var body: some View {
        let _ = print("UnitsScreen body")
        VStack {
            UnitsToggle()
            DistanceLabel(meters: 100)
        }
    }
}

:mount UnitsScreen()
// expect: UnitsScreen body
// expect: UnitsToggle body: false
// expect: DistanceLabel body: 328 ft
:toggle "Metric"
// expect: UnitsToggle body: true
// expect: DistanceLabel body: 100 m
print("stored: \(UserDefaults.standard.bool(forKey: "useMetric"))")
// expect: stored: true
UserDefaults.standard.set(false, forKey: "useMetric")
// expect: UnitsToggle body: false
// expect: DistanceLabel body: 328 ft
:toggle "Metric"
// expect: UnitsToggle body: true
// expect: DistanceLabel body: 100 m
:unmount
:mount UnitsScreen()
// expect: UnitsScreen body
// expect: UnitsToggle body: true
// expect: DistanceLabel body: 100 m
