// Q (Stack Overflow style): "My timer keeps ticking after the view is gone, and deinit is never printed"
// "ClockModel starts a `Timer.publish(...).autoconnect().sink { self.tick() }` in init. I hide ClockView with a
// Toggle, but 'tick' keeps printing forever and 'ClockModel deinit' never shows."
// Accepted answer: a retain cycle. The model keeps the AnyCancellable, the subscription keeps the sink's closure,
// and the closure captures `self` strongly. When the view goes away its node dies and releases the @StateObject
// (rules §1.4, §4.4), but the cycle keeps the model alive, so the timer, which sends on the run loop at each
// interval (rules §15.15), keeps calling it. Nothing observes it any more, so no body runs. Fix: `[weak self]`
// (6951), or cancel the subscription in onDisappear.
// Source: rules §1.4, §4.4, §15.15; Apple https://developer.apple.com/documentation/combine/anycancellable;
// The Swift Programming Language, "Automatic Reference Counting" (strong reference cycles for closures).
import SwiftUI
import Combine

final class ClockModel: ObservableObject {
    @Published var ticks = 0
    private var cancellable: AnyCancellable?

    init() {
        print("ClockModel init")
        cancellable = Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .sink { _ in
                self.ticks += 1
                print("tick \(self.ticks)")
            }
    }

    deinit { print("ClockModel deinit") }
}

struct ClockView: View {
    @StateObject private var model = ClockModel()

    var body: some View {
        let _ = print("ClockView body: \(model.ticks)")
        Text("\(model.ticks) s")
    }
}

struct ClockScreen: View {
    @State private var showClock = true

    var body: some View {
        let _ = print("ClockScreen body: showClock \(showClock)")
        VStack {
            Toggle("Show clock", isOn: $showClock)
            if showClock {
                ClockView()
            }
        }
    }
}

:mount ClockScreen()
// expect: ClockScreen body: showClock true
// expect: ClockModel init
// expect: ClockView body: 0
:advance 2s
// expect: tick 1
// expect: ClockView body: 1
// expect: tick 2
// expect: ClockView body: 2
:toggle "Show clock"
// expect: ClockScreen body: showClock false
:advance 2s
// expect: tick 3
// expect: tick 4
