// Two reusable TemperatureDial children each get a @Binding to one of the parent's @State values; the parent shows the average, so it re-runs, but only the dial whose value changed re-runs; then :tree shows the screen; expected output by the SwiftUI rules (rules §9 a @Binding re-runs the child that read it; §2 "$state reuses one location ⇒ equal when value equal"; §10 parent before child; README :tree format)
import SwiftUI

struct TemperatureDial: View {
    let room: String
    @Binding var target: Int

    var body: some View {
        let _ = print("\(room) dial: \(target)")
        HStack {
            Text("\(room) \(target)°")
            Button("Cooler") { target -= 1 }
            Button("Warmer") { target += 1 }
        }
    }
}

struct ClimateScreen: View {
    @State private var kitchen = 21
    @State private var bedroom = 19

    var body: some View {
        let average = Double(kitchen + bedroom) / 2
        let _ = print("climate body: average \(average)")
        VStack {
            Text("Average \(average)°")
            TemperatureDial(room: "Kitchen", target: $kitchen)
            TemperatureDial(room: "Bedroom", target: $bedroom)
        }
    }
}

:mount ClimateScreen()
:tap "Warmer"
:tap "Cooler" 2
:tap "Warmer" 2
:tree

// expect: climate body: average 20.0
// expect: Kitchen dial: 21
// expect: Bedroom dial: 19
// expect: climate body: average 20.5
// expect: Kitchen dial: 22
// expect: climate body: average 20.0
// expect: Bedroom dial: 18
// expect: climate body: average 20.5
// expect: Bedroom dial: 19
// expect: ClimateScreen#1
// expect:   VStack
// expect:     Text "Average 20.5°"
// expect:     TemperatureDial#2
// expect:       HStack
// expect:         Text "Kitchen 22°"
// expect:         Button "Cooler"
// expect:         Button "Warmer"
// expect:     TemperatureDial#3
// expect:       HStack
// expect:         Text "Bedroom 19°"
// expect:         Button "Cooler"
// expect:         Button "Warmer"
