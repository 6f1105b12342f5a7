// Style: Stack Overflow question. Forum question: "My view model's deinit is never called after the screen closes."
// SwiftUI: removing the view kills its node, which releases its @StateObjects (rules §1.4, §4.4); the object deinits only if nothing else holds it.
// A stored closure that captures `self` strongly is a retain cycle, so that model outlives the screen; `[weak self]` breaks it (The Swift Programming Language,
// "Automatic Reference Counting: Strong Reference Cycles for Closures").
import SwiftUI

final class LeakyTimerModel: ObservableObject {
    @Published var seconds = 0
    var onTick: (() -> Void)?

    init() {
        print("LeakyTimerModel init")
        onTick = { self.seconds += 1 }
    }

    deinit { print("LeakyTimerModel deinit") }
}

final class SafeTimerModel: ObservableObject {
    @Published var seconds = 0
    var onTick: (() -> Void)?

    init() {
        print("SafeTimerModel init")
        onTick = { [weak self] in self?.seconds += 1 }
    }

    deinit { print("SafeTimerModel deinit") }
}

struct TimerScreen: View {
    @StateObject private var leaky = LeakyTimerModel()
    @StateObject private var safe = SafeTimerModel()

    var body: some View {
        VStack {
            Text("\(leaky.seconds) / \(safe.seconds)")
            Button("Tick both") {
                leaky.onTick?()
                safe.onTick?()
            }
        }
    }
}

struct TimerHost: View {
    @State private var showTimer = true

    var body: some View {
        VStack {
            Button("Close timer") { showTimer = false }
            if showTimer {
                TimerScreen()
            }
        }
    }
}

:mount TimerHost()
// expect: LeakyTimerModel init
// expect: SafeTimerModel init
:tap "Tick both"
:tap "Close timer"
// expect: SafeTimerModel deinit
:unmount
