// SwiftUI Lab / objc.io style: an Equatable view of plain data is compared by its bytes unless `.equatable()` is used.
// A view whose fields hold no references (POD) is compared bit for bit, even if it is Equatable: its `==` is not
// called (rules §2.1, John Harper quoted at chris.eidhof.nl/note/swiftui-view-equality). So badge 1 runs for 20.0 ->
// 20.4 although its `==` (whole degrees) says equal. `.equatable()` makes SwiftUI use `==` in every case (rules
// §2.2, Apple `view/equatable()`): badge 2 runs only when the whole degree changes.
import SwiftUI

struct TemperatureBadge: View, Equatable {
    let slot: Int
    let celsius: Double

    static func == (lhs: TemperatureBadge, rhs: TemperatureBadge) -> Bool {
        lhs.slot == rhs.slot && Int(lhs.celsius) == Int(rhs.celsius)
    }

    var body: some View {
        let _ = print("badge \(slot) body: \(Int(celsius)) C")
        Text("\(Int(celsius)) C")
    }
}

struct WeatherPanel: View {
    @State private var reading = 20.0

    var body: some View {
        VStack {
            Button("Warm slightly") { reading += 0.4 }
            Button("Warm a lot") { reading += 1.0 }
            TemperatureBadge(slot: 1, celsius: reading)
            TemperatureBadge(slot: 2, celsius: reading)
                .equatable()
        }
    }
}

:mount WeatherPanel()
// expect: badge 1 body: 20 C
// expect: badge 2 body: 20 C
:tap "Warm slightly"
// expect: badge 1 body: 20 C
:tap "Warm a lot"
// expect: badge 1 body: 21 C
// expect: badge 2 body: 21 C
:tap "Warm slightly"
// expect: badge 1 body: 21 C
