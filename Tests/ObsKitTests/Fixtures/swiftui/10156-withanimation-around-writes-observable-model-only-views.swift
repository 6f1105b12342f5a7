// what's-new style: `withAnimation` around writes to an @Observable model: only the views that read the property run; once the level is clamped at 1.0, another Charge assigns an equal Double and notifies nobody, and so does an equal label (rules §15.15, §8.1, §8.3)
import SwiftUI

@Observable
final class Meter {
    var level = 0.2
    var label = "Battery"
}

struct MeterTitle: View {
    let meter: Meter
    var body: some View {
        let _ = print("MeterTitle body: \(meter.label)")
        Text(meter.label)
    }
}

struct MeterBar: View {
    let meter: Meter
    var body: some View {
        let _ = print("MeterBar body: \(Int(meter.level * 100))%")
        Rectangle()
            .frame(width: 200 * meter.level, height: 8)
    }
}

struct MeterScreen: View {
    @State private var meter = Meter()

    var body: some View {
        let _ = print("MeterScreen body")
        VStack {
            MeterTitle(meter: meter)
            MeterBar(meter: meter)
            Button("Charge") {
                withAnimation(.easeInOut(duration: 0.3)) {
                    meter.level = min(1, meter.level + 0.4)
                }
            }
            Button("Rename") {
                withAnimation { meter.label = "Battery" }
            }
        }
    }
}

:mount MeterScreen()
// expect: MeterScreen body
// expect: MeterTitle body: Battery
// expect: MeterBar body: 20%
:tap "Charge"
// expect: MeterBar body: 60%
:tap "Charge"
// expect: MeterBar body: 100%
:tap "Charge"
:tap "Rename"
