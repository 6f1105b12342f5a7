// rules §8, §3, §12, T5: ViewModel.init reads `amount` while ContentView's body runs, so that
// read is ContentView's dependency. The first Mutate re-runs ContentView, whose body makes a
// throwaway ViewModel (new initial value => ChildView `@self`); later taps re-run only ChildView.
// The installed ViewModel keeps its state.
import SwiftUI
import Observation

@Observable final class ViewModel {
    var amount = 0
    init() { print("ViewModel.init, amount", amount) }
}

struct ChildView: View {
    @State private var viewModel = ViewModel()
    var body: some View {
        let _ = Self._printChanges()
        let _ = print("amount", viewModel.amount)
        Button("Mutate") { viewModel.amount += 1 }
    }
}

struct ContentView: View {
    var body: some View {
        let _ = Self._printChanges()
        ChildView()
    }
}

:mount ContentView()
:tap "Mutate"
:tap "Mutate"
:tap "Mutate"

// expect: ContentView: @self changed.
// expect: ViewModel.init, amount 0
// expect: ChildView: @self, @identity, _viewModel changed.
// expect: amount 0
// expect: ContentView: @dependencies changed.
// expect: ViewModel.init, amount 0
// expect: ChildView: @dependencies, @self changed.
// expect: amount 1
// expect: ChildView: @dependencies changed.
// expect: amount 2
// expect: ChildView: @dependencies changed.
// expect: amount 3
