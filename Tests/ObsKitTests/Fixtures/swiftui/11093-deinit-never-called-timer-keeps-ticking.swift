// Apple Developer Forums style (deinit never called, timer keeps ticking): a timer sink that captures self strongly keeps the model alive after the sheet closes; [weak self] lets it go (rules §4.4, §1.4, §15.15, §13.1)
import SwiftUI
import Combine

final class LeakyStopwatch: ObservableObject {
    @Published var ticks = 0
    private var cancellable: AnyCancellable?
    init() {
        print("LeakyStopwatch init")
        cancellable = Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .sink { _ in
                self.ticks += 1
                print("leaky tick \(self.ticks)")
            }
    }
    deinit { print("LeakyStopwatch deinit") }
}

final class SafeStopwatch: ObservableObject {
    @Published var ticks = 0
    private var cancellable: AnyCancellable?
    init() {
        print("SafeStopwatch init")
        cancellable = Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] _ in
                guard let self else { return }
                self.ticks += 1
                print("safe tick \(self.ticks)")
            }
    }
    deinit { print("SafeStopwatch deinit") }
}

struct LeakySheet: View {
    @StateObject private var watch = LeakyStopwatch()
    var body: some View { Text("Leaky \(watch.ticks)") }
}

struct SafeSheet: View {
    @StateObject private var watch = SafeStopwatch()
    var body: some View { Text("Safe \(watch.ticks)") }
}

struct TimerLab: View {
    @State private var showLeaky = false
    @State private var showSafe = false
    var body: some View {
        VStack {
            Button("Open leaky") { showLeaky = true }
                .sheet(isPresented: $showLeaky) { LeakySheet() }
            Button("Open safe") { showSafe = true }
                .sheet(isPresented: $showSafe) { SafeSheet() }
        }
    }
}

:mount TimerLab()
:tap "Open leaky"
// expect: LeakyStopwatch init
:advance 2500ms
// expect: leaky tick 1
// expect: leaky tick 2
:dismiss
:advance 1s
// expect: leaky tick 3
:tap "Open safe"
// expect: SafeStopwatch init
:advance 1s
// expect: leaky tick 4
// expect: safe tick 1
:dismiss
// expect: SafeStopwatch deinit
:advance 1s
// expect: leaky tick 5
