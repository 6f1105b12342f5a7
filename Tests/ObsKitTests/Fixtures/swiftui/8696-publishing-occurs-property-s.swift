// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/combine/published ("publishing occurs in the property's willSet block": a view model's sink on $temperature receives the new value while the property itself still holds the old one)
import SwiftUI
import Combine

final class WeatherViewModel: ObservableObject {
    @Published var temperature = 20
    private var cancellables = Set<AnyCancellable>()

    init() {
        $temperature
            .sink { [unowned self] newValue in
                print("received \(newValue), property still \(self.temperature)")
            }
            .store(in: &cancellables)
    }
}

struct WeatherView: View {
    @StateObject private var viewModel = WeatherViewModel()

    var body: some View {
        VStack {
            Text("\(viewModel.temperature)°")
            Button("Warmer") {
                viewModel.temperature += 5
                print("after the change: \(viewModel.temperature)")
            }
        }
    }
}

:mount WeatherView()
:tap "Warmer"
// expect: received 20, property still 20
// expect: received 25, property still 20
// expect: after the change: 25
