// Stack Overflow answer style ("why doesn't my view update?"): writing the value a `@State` already has through a `@Binding`
// What SwiftUI does: a write through `$isOn` lands in the parent's `@State`; a value that compares equal is dropped and
// queues nothing (rules §3.4), so "Turn on" pressed twice runs bodies once. A real change re-runs the parent, which read
// the state, and the child, which read its binding (rules §3.5, §9.3), parent first (rules §2.8).
// Sources: rules §2.8, §3.4, §3.5, §9.3, T12; https://developer.apple.com/documentation/swiftui/binding
import SwiftUI

struct PowerSwitch: View {
    @Binding var isOn: Bool

    var body: some View {
        let _ = print("PowerSwitch body: \(isOn ? "on" : "off")")
        HStack {
            Button("Turn on") { isOn = true }
            Button("Turn off") { isOn = false }
        }
    }
}

struct Lamp: View {
    @State private var isOn = false

    var body: some View {
        let _ = print("Lamp body: \(isOn ? "lit" : "dark")")
        PowerSwitch(isOn: $isOn)
    }
}

:mount Lamp()
// expect: Lamp body: dark
// expect: PowerSwitch body: off
:tap "Turn off"
:tap "Turn on"
// expect: Lamp body: lit
// expect: PowerSwitch body: on
:tap "Turn on"
:tap "Turn off"
// expect: Lamp body: dark
// expect: PowerSwitch body: off
