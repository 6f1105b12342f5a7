// "My child view shows a stale value from the ObservableObject I passed in": a plain `let` holding the object subscribes to nothing and its value compares equal (same reference), so only the child with @ObservedObject re-runs (SEMANTICS §5 ObservedObject box subscribes, §2 "class references by identity"; Apple: ObservedObject)
import SwiftUI

final class Thermo: ObservableObject {
    @Published var degrees = 20
}

struct PlainReadout: View {
    let thermo: Thermo

    var body: some View {
        let _ = print("plain readout \(thermo.degrees)")
        Text("\(thermo.degrees)°")
    }
}

struct ObservedReadout: View {
    @ObservedObject var thermo: Thermo

    var body: some View {
        let _ = print("observed readout \(thermo.degrees)")
        Text("\(thermo.degrees)°")
    }
}

struct ThermoScreen: View {
    @StateObject private var thermo = Thermo()

    var body: some View {
        VStack {
            PlainReadout(thermo: thermo)
            ObservedReadout(thermo: thermo)
            Button("Warmer") { thermo.degrees += 1 }
        }
    }
}

:mount ThermoScreen()
:tap "Warmer"
:tap "Warmer"

// expect: plain readout 20
// expect: observed readout 20
// expect: observed readout 21
// expect: observed readout 22
