// "I made my view Equatable but its body still runs": a temperature dial whose `==` ignores a refresh tick, passed
// down as a plain child, the puzzle Chris Eidhof's note on SwiftUI view equality and Airbnb's performance post explain.
// What SwiftUI does: the dial's stored fields are two Ints, plain data (POD), and a POD view is compared bit for bit
// even when it is Equatable: its `==` is not called (rules §2.1). A new tick changes the bytes, so the dial's body
// runs at every tick although `==` would call the values equal (rules §2.7). A warmer temperature runs it too.
// See 7332 for `.equatable()`.
// Sources: rules §2.1, §2.2, §2.7; https://chris.eidhof.nl/note/swiftui-view-equality;
// https://developer.apple.com/documentation/swiftui/equatableview
import SwiftUI

struct TemperatureDial: View, Equatable {
    let celsius: Int
    let refreshTick: Int

    static func == (lhs: TemperatureDial, rhs: TemperatureDial) -> Bool {
        lhs.celsius == rhs.celsius
    }

    var body: some View {
        let _ = print("TemperatureDial body: \(celsius)C (tick \(refreshTick))")
        Text("\(celsius) degrees")
    }
}

struct WeatherStation: View {
    @State private var celsius = 20
    @State private var tick = 0

    var body: some View {
        let _ = print("WeatherStation body: \(celsius), tick \(tick)")
        VStack {
            TemperatureDial(celsius: celsius, refreshTick: tick)
            Button("Tick") { tick += 1 }
            Button("Warmer") { celsius += 1 }
        }
    }
}

:mount WeatherStation()
// expect: WeatherStation body: 20, tick 0
// expect: TemperatureDial body: 20C (tick 0)
:tap "Tick"
// expect: WeatherStation body: 20, tick 1
// expect: TemperatureDial body: 20C (tick 1)
:tap "Warmer"
// expect: WeatherStation body: 21, tick 1
// expect: TemperatureDial body: 21C (tick 1)
