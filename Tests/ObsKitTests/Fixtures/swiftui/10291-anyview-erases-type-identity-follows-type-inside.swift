// identity-and-lifetime style: AnyView erases the type, and its identity follows the type inside (objc.io, Chris Eidhof's talks): a Meter in both cases keeps its @State across the switch; a Meter that becomes a bordered Meter is another type, so the old one is destroyed and the new one starts at 0 (rules §1.1, §1.4, §2.7)
import SwiftUI

struct Meter: View {
    let unit: String
    @State private var level = 0

    var body: some View {
        let _ = print("Meter(\(unit)) body: \(level)")
        Button("Raise \(unit) \(level)") { level += 1 }
    }
}

struct Dashboard: View {
    @State private var metric = true

    func distance() -> AnyView {
        if metric {
            return AnyView(Meter(unit: "km"))
        }
        return AnyView(Meter(unit: "mi"))
    }

    func weight() -> AnyView {
        if metric {
            return AnyView(Meter(unit: "kg"))
        }
        return AnyView(Meter(unit: "lb").border(Color.gray))
    }

    var body: some View {
        let _ = print("Dashboard body: metric \(metric)")
        VStack {
            Button("Switch units") { metric.toggle() }
            distance()
            weight()
        }
    }
}

:mount Dashboard()
// expect: Dashboard body: metric true
// expect: Meter(km) body: 0
// expect: Meter(kg) body: 0
:tap "Raise km 0"
// expect: Meter(km) body: 1
:tap "Raise kg 0"
// expect: Meter(kg) body: 1
:tap "Switch units"
// expect: Dashboard body: metric false
// expect: Meter(mi) body: 1
// expect: Meter(lb) body: 0
:tap "Raise lb 0"
// expect: Meter(lb) body: 1
:tap "Switch units"
// expect: Dashboard body: metric true
// expect: Meter(km) body: 1
// expect: Meter(kg) body: 0
