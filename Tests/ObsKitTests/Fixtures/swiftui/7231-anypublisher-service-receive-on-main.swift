// A weather view model calling a service that returns `AnyPublisher<Int, Error>` (a `Just` or a `Fail`, erased),
// mapping it, hopping to `.receive(on: DispatchQueue.main)` and handling both closures of
// `sink(receiveCompletion:receiveValue:)`.
// What Combine/SwiftUI does: `Just` gives its value and then finishes; `Fail` finishes with its error and no value
// (Apple `Just`, `Fail`). `receive(on:)` delivers them on the main queue after the tap's action returns, in order:
// the value, then `.finished` (Apple `receive(on:options:)`; rules §15.15 for the main queue). The sink's
// `@Published` write then runs the body once (rules §10.1).
// Sources: rules §10.1, §15.15; https://developer.apple.com/documentation/combine/publisher/receive(on:options:)
// https://developer.apple.com/documentation/combine/just https://developer.apple.com/documentation/combine/fail
import SwiftUI
import Combine

struct WeatherError: Error {}

final class WeatherService {
    func temperature(for city: String) -> AnyPublisher<Int, Error> {
        print("service: request \(city)")
        if city == "Atlantis" {
            return Fail(error: WeatherError()).eraseToAnyPublisher()
        }
        return Just(city.count * 3)
            .setFailureType(to: Error.self)
            .eraseToAnyPublisher()
    }
}

final class WeatherViewModel: ObservableObject {
    @Published private(set) var reading = "no data"
    private let service: WeatherService
    private var cancellables = Set<AnyCancellable>()

    init(service: WeatherService = WeatherService()) {
        self.service = service
    }

    func refresh(city: String) {
        service.temperature(for: city)
            .map { "\(city): \($0) C" }
            .receive(on: DispatchQueue.main)
            .sink(receiveCompletion: { [weak self] completion in
                switch completion {
                case .finished:
                    print("completion: finished")
                case .failure:
                    print("completion: failure")
                    self?.reading = "\(city): unavailable"
                }
            }, receiveValue: { [weak self] text in
                print("value: \(text)")
                self?.reading = text
            })
            .store(in: &cancellables)
    }
}

struct WeatherView: View {
    @StateObject private var viewModel = WeatherViewModel()

    var body: some View {
        let _ = print("WeatherView body: \(viewModel.reading)")
        VStack {
            Text(viewModel.reading)
            Button("Paris") { viewModel.refresh(city: "Paris") }
            Button("Atlantis") { viewModel.refresh(city: "Atlantis") }
        }
    }
}

:mount WeatherView()
// expect: WeatherView body: no data
:tap "Paris"
// expect: service: request Paris
// expect: value: Paris: 15 C
// expect: completion: finished
// expect: WeatherView body: Paris: 15 C
:tap "Atlantis"
// expect: service: request Atlantis
// expect: completion: failure
// expect: WeatherView body: Atlantis: unavailable
