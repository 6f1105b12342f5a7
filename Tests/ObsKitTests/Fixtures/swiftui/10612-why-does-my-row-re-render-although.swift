// Stack Overflow style: "why does my row re-render although nothing changed?" (pitfall part: a Binding(get:set:) made in the parent's body is a new, unequal binding at each parent render, and making it calls get, so the parent depends on the state; fix part: $flags.bluetooth is equal while its value is, so that row skips) (rules §2.5, §9.1, §9.3, §3.5, §2.7)
import SwiftUI

struct RadioFlags {
    var wifi = false
    var bluetooth = false
}

struct RadioRow: View {
    let title: String
    @Binding var isOn: Bool

    var body: some View {
        let _ = print("\(title) row body: \(isOn)")
        Toggle(title, isOn: $isOn)
    }
}

struct RadiosScreen: View {
    @State private var flags = RadioFlags()
    @State private var bumps = 0

    var body: some View {
        let _ = print("RadiosScreen body: bumps \(bumps)")
        VStack {
            Button("Bump") { bumps += 1 }
            RadioRow(title: "Wi-Fi", isOn: Binding(get: { flags.wifi }, set: { flags.wifi = $0 }))
            RadioRow(title: "Bluetooth", isOn: $flags.bluetooth)
        }
    }
}

:mount RadiosScreen()
// expect: RadiosScreen body: bumps 0
// expect: Wi-Fi row body: false
// expect: Bluetooth row body: false
// --- pitfall part: an unrelated change re-runs the hand-made binding's row
:tap "Bump"
// expect: RadiosScreen body: bumps 1
// expect: Wi-Fi row body: false
:toggle "Wi-Fi"
// expect: RadiosScreen body: bumps 1
// expect: Wi-Fi row body: true
// --- fix part: $flags.bluetooth carries the value it reached; it differs only when Bluetooth changes
:toggle "Bluetooth"
// expect: RadiosScreen body: bumps 1
// expect: Wi-Fi row body: true
// expect: Bluetooth row body: true
