// Older-style MVVM post, "passing data into a @StateObject": `_viewModel = StateObject(wrappedValue:)` in the view's
// init, and what happens when the parent later passes another value
// What SwiftUI does: `StateObject(wrappedValue:)` keeps an autoclosure (rules §4.1); it runs once, right before the
// first body (rules §4.2), so the view's init prints before the view model's. Later inits hand it new closures that
// are ignored (rules §4.3, Apple `StateObject`: "SwiftUI only initializes a state object the first time"), so "Make
// it 60" keeps the 30-second model. The closure captures `seconds`, so the new view value always differs, even when
// the parent re-renders with the same number ("Sound off"): the child's body runs as `@self` each time (rules §2.5,
// §2.7). `@Published` changes run the child as `_viewModel` (rules §12.1).
// Sources: rules §2.5, §2.7, §4.1–§4.3, §12.1, rules T9; Apple `StateObject`
// https://developer.apple.com/documentation/swiftui/stateobject
import SwiftUI

@MainActor
final class CountdownViewModel: ObservableObject {
    @Published private(set) var remaining: Int

    init(seconds: Int) {
        remaining = seconds
        print("CountdownViewModel init \(seconds)")
    }

    func tick() {
        remaining -= 1
    }
}

struct CountdownView: View {
    @StateObject private var viewModel: CountdownViewModel
    let seconds: Int

    init(seconds: Int) {
        self.seconds = seconds
        print("CountdownView init \(seconds)")
        _viewModel = StateObject(wrappedValue: CountdownViewModel(seconds: seconds))
    }

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("CountdownView body: \(viewModel.remaining) left (asked for \(seconds))")
        VStack {
            Text("\(viewModel.remaining) s")
            Button("Tick") { viewModel.tick() }
        }
    }
}

struct WorkoutScreen: View {
    @State private var seconds = 30
    @State private var soundOn = true

    var body: some View {
        let _ = print("WorkoutScreen body: \(seconds) s, sound \(soundOn)")
        VStack {
            CountdownView(seconds: seconds)
            Button("Make it 60") { seconds = 60 }
            Button(soundOn ? "Sound off" : "Sound on") { soundOn.toggle() }
        }
    }
}

:mount WorkoutScreen()
// expect: WorkoutScreen body: 30 s, sound true
// expect: CountdownView init 30
// expect: CountdownViewModel init 30
// expect: CountdownView: @self, @identity, _viewModel changed.
// expect: CountdownView body: 30 left (asked for 30)
:tap "Tick"
// expect: CountdownView: _viewModel changed.
// expect: CountdownView body: 29 left (asked for 30)
:tap "Make it 60"
// expect: WorkoutScreen body: 60 s, sound true
// expect: CountdownView init 60
// expect: CountdownView: @self changed.
// expect: CountdownView body: 29 left (asked for 60)
:tap "Sound off"
// expect: WorkoutScreen body: 60 s, sound false
// expect: CountdownView init 60
// expect: CountdownView: @self changed.
// expect: CountdownView body: 29 left (asked for 60)
