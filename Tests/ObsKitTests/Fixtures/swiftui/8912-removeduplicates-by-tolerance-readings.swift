// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/combine/publisher/removeduplicates(by:) (removeDuplicates(by:) with a tolerance: readings within one degree of the previous one are treated as duplicates and not shown)
import SwiftUI
import Combine

final class Thermometer: ObservableObject {
    @Published var reading = 20.0
    private var cancellables = Set<AnyCancellable>()

    init() {
        $reading
            .removeDuplicates { previous, current in abs(previous - current) < 1.0 }
            .sink { print("display \($0)") }
            .store(in: &cancellables)
    }
}

struct ThermometerView: View {
    @StateObject private var thermometer = Thermometer()

    var body: some View {
        VStack {
            Button("Read 20.5") { thermometer.reading = 20.5 }
            Button("Read 22.0") { thermometer.reading = 22.0 }
            Button("Read 22.3") { thermometer.reading = 22.3 }
        }
    }
}

:mount ThermometerView()
:tap "Read 20.5"
:tap "Read 22.0"
:tap "Read 22.3"
// expect: display 20.0
// expect: display 22.0
