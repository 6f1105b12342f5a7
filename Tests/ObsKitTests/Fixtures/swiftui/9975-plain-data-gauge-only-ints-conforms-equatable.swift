// WWDC23 "Demystify SwiftUI performance" style: a plain-data gauge (only Ints) conforms to Equatable with an == that ignores its `tick` field; SwiftUI still compares plain data byte by byte, so a new tick runs the plain gauge's body; the same gauge wrapped in .equatable() is compared with == and skipped (rules §2.1, §2.2, §2.7)
import SwiftUI

struct TemperatureGauge: View, Equatable {
    let slot: Int
    let celsius: Int
    let tick: Int

    static func == (lhs: TemperatureGauge, rhs: TemperatureGauge) -> Bool {
        lhs.slot == rhs.slot && lhs.celsius == rhs.celsius
    }

    var body: some View {
        let _ = print("Gauge \(slot) body: \(celsius)C, tick \(tick)")
        Text("\(celsius)C")
    }
}

struct FryerPanel: View {
    @State private var tick = 0
    @State private var celsius = 180

    var body: some View {
        VStack {
            TemperatureGauge(slot: 1, celsius: celsius, tick: tick)
            TemperatureGauge(slot: 2, celsius: celsius, tick: tick)
                .equatable()
            Button("Tick") { tick += 1 }
            Button("Heat") { celsius += 5 }
        }
    }
}

:mount FryerPanel()
// expect: Gauge 1 body: 180C, tick 0
// expect: Gauge 2 body: 180C, tick 0
:tap "Tick"
// expect: Gauge 1 body: 180C, tick 1
:tap "Tick"
// expect: Gauge 1 body: 180C, tick 2
:tap "Heat"
// expect: Gauge 1 body: 185C, tick 2
// expect: Gauge 2 body: 185C, tick 2
