// A temperature converter: `$celsius.map { ... }.assign(to: &$fahrenheit)` in the view model's init, the iOS 14
// operator that ties one `@Published` property to another without an `AnyCancellable`.
// What SwiftUI/Combine does: subscribing delivers the current Celsius value at once, so Fahrenheit is computed inside
// the init (rules §6.3). A change of `celsius` reaches the map with the new value before it is stored (rules §6.3),
// and `assign(to:)` republishes through `fahrenheit` (Apple `assign(to:)`). Both writes happen in one action: one body
// run, showing both new values (rules §10.1, T11).
// Sources: rules §6.3, §10.1, T11; https://developer.apple.com/documentation/combine/publisher/assign(to:)
import SwiftUI
import Combine

final class TemperatureViewModel: ObservableObject {
    @Published var celsius: Double = 20
    @Published private(set) var fahrenheit: Double = 0

    init() {
        print("TemperatureViewModel init")
        $celsius
            .map { value -> Double in
                print("converting \(value)")
                return value * 9 / 5 + 32
            }
            .assign(to: &$fahrenheit)
        print("fahrenheit after init: \(fahrenheit)")
    }
}

struct TemperatureView: View {
    @StateObject private var viewModel = TemperatureViewModel()

    var body: some View {
        let _ = print("TemperatureView body: \(viewModel.celsius) C = \(viewModel.fahrenheit) F")
        VStack {
            Text("\(viewModel.celsius) °C is \(viewModel.fahrenheit) °F")
            Button("Warmer") { viewModel.celsius += 5 }
            Button("Freezing") { viewModel.celsius = 0 }
        }
    }
}

:mount TemperatureView()
// expect: TemperatureViewModel init
// expect: converting 20.0
// expect: fahrenheit after init: 68.0
// expect: TemperatureView body: 20.0 C = 68.0 F
:tap "Warmer"
// expect: converting 25.0
// expect: TemperatureView body: 25.0 C = 77.0 F
:tap "Freezing"
// expect: converting 0.0
// expect: TemperatureView body: 0.0 C = 32.0 F
