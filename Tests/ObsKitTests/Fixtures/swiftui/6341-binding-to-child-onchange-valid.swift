// VALID: a @Binding passed down with $, and onChange(of:) with the two-parameter closure
// Written by an outside author (stop 28 corpus of near misses the compiler accepts, file 7093); expected output from the rules (docs/rules.md).
import SwiftUI

struct PowerSwitch: View {
    @Binding var isOn: Bool

    var body: some View {
        Toggle("Power", isOn: $isOn)
    }
}

struct Room: View {
    @State private var lightsOn = false

    var body: some View {
        VStack {
            PowerSwitch(isOn: $lightsOn)
            Text(lightsOn ? "bright" : "dark")
        }
        .onChange(of: lightsOn) { oldValue, newValue in
            print("lights \(oldValue) -> \(newValue)")
        }
    }
}

:mount Room()
:toggle "Power"
:toggle "Power"

// expect: lights false -> true
// expect: lights true -> false
