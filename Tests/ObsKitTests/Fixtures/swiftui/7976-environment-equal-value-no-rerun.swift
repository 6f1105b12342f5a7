// Style: blog post on avoiding needless renders. The root runs at every tap because it reads `taps` (rules §3.5), and sets `\.heat` to a value
// derived from it. The child declares `\.heat` only; it runs when the value it gets differs by compareValues (rules §14.2), not when the root
// merely re-ran with an equal value, and its own input is equal (no fields, rules §2.1, §2.7).
import SwiftUI

extension EnvironmentValues {
    @Entry var heat: String = "cold"
}

struct HeatGauge: View {
    @Environment(\.heat) private var heat

    var body: some View {
        let _ = print("HeatGauge body: \(heat)")
        Text(heat)
    }
}

struct Stove: View {
    @State private var taps = 0

    var body: some View {
        let _ = print("Stove body: \(taps)")
        VStack {
            HeatGauge()
            Button("Turn knob") { taps += 1 }
        }
        .environment(\.heat, taps >= 2 ? "hot" : "warm")
    }
}

:mount Stove()
// expect: Stove body: 0
// expect: HeatGauge body: warm
:tap "Turn knob"
// expect: Stove body: 1
:tap "Turn knob"
// expect: Stove body: 2
// expect: HeatGauge body: hot
:tap "Turn knob"
// expect: Stove body: 3
