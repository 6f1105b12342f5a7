// Style: Swift Forums thread. Forum question: "My ObservableObject uses a Combine pipeline with assign(to:on: self) and it never deinitializes."
// Combine: `assign(to:on:)` keeps a strong reference to the object, so storing its cancellable in that object is a cycle (Apple Combine
// `publisher/assign(to:on:)`); `assign(to: &$label)` ties the subscription's lifetime to the @Published property instead (Apple `publisher/assign(to:)`).
// Subscribing to `$now` delivers the current value at once (rules §6.3); the view's node releases its @StateObjects at unmount (rules §1.4, §4.4).
import SwiftUI
import Combine

final class CyclingClock: ObservableObject {
    @Published var now = 0
    @Published var label = ""
    private var cancellables = Set<AnyCancellable>()

    init() {
        $now.map { "cycling t=\($0)" }
            .assign(to: \.label, on: self)
            .store(in: &cancellables)
    }

    deinit { print("CyclingClock deinit") }
}

final class TidyClock: ObservableObject {
    @Published var now = 0
    @Published var label = ""

    init() {
        $now.map { "tidy t=\($0)" }
            .assign(to: &$label)
    }

    deinit { print("TidyClock deinit") }
}

struct ClockScreen: View {
    @StateObject private var cycling = CyclingClock()
    @StateObject private var tidy = TidyClock()

    var body: some View {
        let _ = print("\(cycling.label) | \(tidy.label)")
        Button("Advance both") {
            cycling.now += 1
            tidy.now += 1
        }
    }
}

:mount ClockScreen()
// expect: cycling t=0 | tidy t=0
:tap "Advance both"
// expect: cycling t=1 | tidy t=1
:unmount
// expect: TidyClock deinit
