// "Two ways to hand a view model down" post: one child gets the @Observable view model through its initializer, a
// sibling gets the same object from the environment, and each runs only for what it reads
// What SwiftUI does: tracking is per body and per property, however the object reached the view (rules §8.3, §14.2:
// `@Environment(Model.self)` tracks reads per property). `TimerFace` reads `remaining`, `TimerControls` reads
// `isRunning`: "Start" runs only the controls, "Tick" only the face, as `@dependencies` (rules §12.1); the root reads
// neither and never runs again. On the first run the face, with no dynamic property, prints `@self` only, the
// controls list their `@Environment` field (rules §12.2).
// Sources: rules §8.3, §12.1, §12.2, §14.2; Apple `Environment`, "Managing model data in your app"
// https://developer.apple.com/documentation/swiftui/environment https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app
import SwiftUI

@MainActor
@Observable
final class FocusTimerViewModel {
    var remaining = 25
    var isRunning = false

    init() {
        print("FocusTimerViewModel init")
    }

    func start() { isRunning = true }
    func tick() { remaining -= 1 }
}

struct TimerFace: View {
    let viewModel: FocusTimerViewModel

    var body: some View {
        let _ = Self._printChanges()
        Text("\(viewModel.remaining) min left")
    }
}

struct TimerControls: View {
    @Environment(FocusTimerViewModel.self) private var viewModel

    var body: some View {
        let _ = Self._printChanges()
        HStack {
            Button(viewModel.isRunning ? "Running" : "Start") { viewModel.start() }
            Button("Tick") { viewModel.tick() }
        }
    }
}

struct FocusTimerRoot: View {
    @State private var timer = FocusTimerViewModel()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            TimerFace(viewModel: timer)
            TimerControls()
        }
        .environment(timer)
    }
}

:mount FocusTimerRoot()
// expect: FocusTimerViewModel init
// expect: FocusTimerRoot: @self, @identity, _timer changed.
// expect: TimerFace: @self changed.
// expect: TimerControls: @self, @identity, _viewModel changed.
:tap "Start"
// expect: TimerControls: @dependencies changed.
:tap "Tick"
// expect: TimerFace: @dependencies changed.
:tap "Tick"
// expect: TimerFace: @dependencies changed.
