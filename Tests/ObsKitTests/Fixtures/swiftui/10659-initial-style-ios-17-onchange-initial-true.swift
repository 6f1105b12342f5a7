// SwiftUI Lab "onChange(of:initial:)" style: an iOS 17 onChange with initial: true runs once after the first body with old == new, and its write to a @State log runs the body again; a second onChange on a derived Bool runs only when the Bool flips; both run after the body, in the order written (rules §11.1, §3.4, §10.1)
import SwiftUI

struct TemperatureView: View {
    @State private var celsius = 20
    @State private var log: [Int] = []

    var body: some View {
        let _ = print("TemperatureView body: \(celsius)°C, log \(log)")
        VStack {
            Text("\(celsius)°C")
            Button("Warmer") { celsius += 5 }
            Button("Colder") { celsius -= 5 }
        }
        .onChange(of: celsius, initial: true) { oldValue, newValue in
            print("onChange \(oldValue) -> \(newValue)")
            log.append(newValue)
        }
        .onChange(of: celsius >= 30) { _, isHot in
            print(isHot ? "now hot" : "cooled down")
        }
    }
}

:mount TemperatureView()
// expect: TemperatureView body: 20°C, log []
// expect: onChange 20 -> 20
// expect: TemperatureView body: 20°C, log [20]
:tap "Warmer"
// expect: TemperatureView body: 25°C, log [20]
// expect: onChange 20 -> 25
// expect: TemperatureView body: 25°C, log [20, 25]
:tap "Warmer"
// expect: TemperatureView body: 30°C, log [20, 25]
// expect: onChange 25 -> 30
// expect: now hot
// expect: TemperatureView body: 30°C, log [20, 25, 30]
:tap "Colder"
// expect: TemperatureView body: 25°C, log [20, 25, 30]
// expect: onChange 30 -> 25
// expect: cooled down
// expect: TemperatureView body: 25°C, log [20, 25, 30, 25]
