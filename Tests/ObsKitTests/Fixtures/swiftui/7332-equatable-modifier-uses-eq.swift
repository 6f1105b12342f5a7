// The fix for 7331: the same dial with `.equatable()`, as SwiftUI's docs and the "EquatableView" posts suggest when
// a view knows better than SwiftUI which of its inputs matter.
// What SwiftUI does: `.equatable()` wraps the dial in an EquatableView, which makes SwiftUI use the view's `==` in
// every case, a plain-data view included (rules §2.2). A new tick leaves `celsius` alone, so `==` says equal and the
// dial's body does not run (rules §2.7): only the station's body runs. A warmer temperature is unequal by `==`, so
// the dial runs, with the tick it is given then.
// Sources: rules §2.1, §2.2, §2.7; https://developer.apple.com/documentation/swiftui/view/equatable();
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
                .equatable()
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
:tap "Tick"
// expect: WeatherStation body: 20, tick 2
:tap "Warmer"
// expect: WeatherStation body: 21, tick 2
// expect: TemperatureDial body: 21C (tick 2)
