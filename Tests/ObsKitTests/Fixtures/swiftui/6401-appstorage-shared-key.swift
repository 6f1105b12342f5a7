// Hacking with Swift, "What is the @AppStorage property wrapper?" (two views share one UserDefaults key); rules §15.14: a write through one @AppStorage re-runs every view that reads the key
import SwiftUI

struct UnitsToggle: View {
    @AppStorage("useMetric") private var useMetric = true

    var body: some View {
        let _ = print("UnitsToggle body: \(useMetric ? "km" : "mi")")
        Toggle("Metric units", isOn: $useMetric)
    }
}

struct DistanceLabel: View {
    @AppStorage("useMetric") private var useMetric = true
    let meters: Double

    var body: some View {
        let _ = print("DistanceLabel body: \(useMetric ? "metric" : "imperial")")
        Text(useMetric ? "\(Int(meters)) m" : "\(Int(meters * 3.28)) ft")
    }
}

struct RunSummary: View {
    var body: some View {
        let _ = print("RunSummary body")
        VStack {
            DistanceLabel(meters: 5000)
            UnitsToggle()
        }
    }
}

:mount RunSummary()
:toggle "Metric units"
:toggle "Metric units"

// expect: RunSummary body
// expect: DistanceLabel body: metric
// expect: UnitsToggle body: km
// expect: DistanceLabel body: imperial
// expect: UnitsToggle body: mi
// expect: DistanceLabel body: metric
// expect: UnitsToggle body: km
