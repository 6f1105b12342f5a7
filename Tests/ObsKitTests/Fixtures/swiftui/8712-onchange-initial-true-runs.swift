// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:) (onChange with `initial: true` runs once when the view appears and then on each change of the view model's value, with the old and new values)
import SwiftUI

final class ThermostatViewModel: ObservableObject {
    @Published var target = 20

    func warmer() { target += 1 }
    func cooler() { target -= 1 }
}

struct ThermostatView: View {
    @StateObject private var viewModel = ThermostatViewModel()

    var body: some View {
        VStack {
            Text("\(viewModel.target)°")
            Button("Warmer") { viewModel.warmer() }
            Button("Cooler") { viewModel.cooler() }
        }
        .onChange(of: viewModel.target, initial: true) { oldValue, newValue in
            print("target \(oldValue) -> \(newValue)")
        }
    }
}

:mount ThermostatView()
:tap "Warmer"
:tap "Warmer"
:tap "Cooler"
// expect: target 20 -> 20
// expect: target 20 -> 21
// expect: target 21 -> 22
// expect: target 22 -> 21
