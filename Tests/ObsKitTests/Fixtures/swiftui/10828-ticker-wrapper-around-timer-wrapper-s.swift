// Blog style (a @Ticker wrapper around a timer): the wrapper's nested @StateObject owns a Timer publisher made once, each tick re-runs the view through the model's @Published count, and hiding the view releases the model, which stops the ticks (rules §4.2, §4.4, §1.1, §1.4, §15.15, §7.1)
import SwiftUI
import Combine

final class TickerModel: ObservableObject {
    @Published var count = 0
    private var cancellable: AnyCancellable?

    init(interval: TimeInterval) {
        print("TickerModel init, every \(interval)s")
        cancellable = Timer.publish(every: interval, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] _ in
                self?.count += 1
            }
    }

    deinit {
        print("TickerModel deinit")
    }
}

@propertyWrapper
struct Ticker: DynamicProperty {
    @StateObject private var model: TickerModel

    init(every interval: TimeInterval) {
        _model = StateObject(wrappedValue: TickerModel(interval: interval))
    }

    var wrappedValue: Int { model.count }
}

struct TimerView: View {
    @Ticker(every: 1) var seconds: Int

    var body: some View {
        let _ = print("TimerView body: \(seconds)")
        Text("\(seconds) s")
    }
}

struct ContentView: View {
    @State private var running = true

    var body: some View {
        let _ = print("ContentView body, running = \(running)")
        VStack {
            Toggle("Running", isOn: $running)
            if running {
                TimerView()
            }
        }
    }
}

:mount ContentView()
// expect: ContentView body, running = true
// expect: TickerModel init, every 1.0s
// expect: TimerView body: 0
:advance 3s
// expect: TimerView body: 1
// expect: TimerView body: 2
// expect: TimerView body: 3
:toggle "Running"
// expect: ContentView body, running = false
// expect: TickerModel deinit
:advance 2s
:toggle "Running"
// expect: ContentView body, running = true
// expect: TickerModel init, every 1.0s
// expect: TimerView body: 0
:advance 1s
// expect: TimerView body: 1
