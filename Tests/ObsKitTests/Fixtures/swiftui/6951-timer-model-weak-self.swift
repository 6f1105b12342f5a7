// Q (Stack Overflow style): the accepted fix for 6950 — "capture self weakly in the timer's sink".
// Answer: with `[weak self]` the subscription no longer keeps the model. When the Toggle removes ClockView its node
// dies and releases the @StateObject (rules §1.4, §4.4); the model deinits at once, its AnyCancellable goes with it
// and cancels the timer subscription (Apple: an AnyCancellable "automatically calls cancel() when deinitialized"),
// so no more ticks. Showing the view again makes a new node, whose @StateObject runs its closure again right before
// the first body (rules §1.1, §4.2): a new model and a new timer, counting from 0.
// Source: rules §1.1, §1.4, §4.2, §4.4, §15.15; Apple https://developer.apple.com/documentation/combine/anycancellable
import SwiftUI
import Combine

final class ClockModel: ObservableObject {
    @Published var ticks = 0
    private var cancellable: AnyCancellable?

    init() {
        print("ClockModel init")
        cancellable = Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] _ in
                self?.tick()
            }
    }

    private func tick() {
        ticks += 1
        print("tick \(ticks)")
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
// expect: ClockModel deinit
:advance 2s
:toggle "Show clock"
// expect: ClockScreen body: showClock true
// expect: ClockModel init
// expect: ClockView body: 0
:advance 1s
// expect: tick 1
// expect: ClockView body: 1
