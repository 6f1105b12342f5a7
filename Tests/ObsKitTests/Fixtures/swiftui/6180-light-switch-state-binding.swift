// A parent owns @State, a child flips it through @Binding, and both read it; expected output by the SwiftUI rules (rules §3 read tracking, §9 a @Binding re-runs the child that read it, §2/§10 parent before child, each body once per update)
import SwiftUI

struct SwitchPanel: View {
    @Binding var isOn: Bool

    var body: some View {
        let _ = print("SwitchPanel body, isOn = \(isOn)")
        Button(isOn ? "Turn off" : "Turn on") {
            isOn.toggle()
        }
    }
}

struct Room: View {
    @State private var lightOn = false

    var body: some View {
        let _ = print("Room body, light \(lightOn ? "on" : "off")")
        VStack {
            Text(lightOn ? "The room is bright" : "The room is dark")
            SwitchPanel(isOn: $lightOn)
        }
    }
}

:mount Room()
:tap "Turn on"
:tap "Turn off"
:tap "Turn on"
:tree

// expect: Room body, light off
// expect: SwitchPanel body, isOn = false
// expect: Room body, light on
// expect: SwitchPanel body, isOn = true
// expect: Room body, light off
// expect: SwitchPanel body, isOn = false
// expect: Room body, light on
// expect: SwitchPanel body, isOn = true
// expect: Room#1
// expect:   VStack
// expect:     Text "The room is bright"
// expect:     SwitchPanel#2
// expect:       Button "Turn off"
