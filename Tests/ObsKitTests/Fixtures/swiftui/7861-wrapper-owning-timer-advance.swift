// Custom DynamicProperty: a @Ticking wrapper owning a model that runs a Timer publisher
// The nested @StateObject makes the Ticker right before the first body and subscribes to it (rules §4.2, §4.4); each
// tick on the virtual clock is a turn that re-runs the host (rules §15.15, §7.3). Removing the view by a branch
// destroys its node and releases the Ticker, whose timer stops with it (rules §1.1, §1.4); showing it again makes a
// new node and a new Ticker.
import SwiftUI
import Combine

final class Ticker: ObservableObject {
    @Published var seconds = 0
    private var cancellable: AnyCancellable?

    init() {
        print("Ticker init")
        cancellable = Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] _ in self?.seconds += 1 }
    }

    deinit { print("Ticker deinit") }
}

@propertyWrapper
struct Ticking: DynamicProperty {
    @StateObject private var ticker = Ticker()

    init() {}

    var wrappedValue: Int { ticker.seconds }
}

struct Elapsed: View {
    @Ticking var seconds

    var body: some View {
        let _ = print("Elapsed: \(seconds)s")
        Text("\(seconds) s")
    }
}

struct Workout: View {
    @State private var running = true

    var body: some View {
        VStack {
            if running {
                Elapsed()
            }
            Button(running ? "Stop" : "Start") { running.toggle() }
        }
    }
}

:mount Workout()
// expect: Ticker init
// expect: Elapsed: 0s
:advance 3s
// expect: Elapsed: 1s
// expect: Elapsed: 2s
// expect: Elapsed: 3s
:tap "Stop"
// expect: Ticker deinit
:advance 2s
:tap "Start"
// expect: Ticker init
// expect: Elapsed: 0s
:advance 1s
// expect: Elapsed: 1s
