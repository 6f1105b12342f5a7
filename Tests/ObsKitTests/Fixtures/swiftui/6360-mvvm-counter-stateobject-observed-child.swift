// Sean Allen / Kodeco MVVM lessons: a ViewModel (ObservableObject, two @Published properties changed by one intent) owned by the screen with @StateObject and passed to a child label as @ObservedObject; the screen's own Toggle does not re-run the child (Apple: StateObject, ObservedObject; SEMANTICS §4 thunk once before the first body, §5, §6 one objectWillChange per change, §10 coalescing, §2 same reference ⇒ child skipped, §12)
import SwiftUI

final class CounterViewModel: ObservableObject {
    @Published var count = 0
    @Published var history: [Int] = []

    init() {
        print("CounterViewModel init")
    }

    func increment() {
        count += 1
        history.append(count)
    }
}

struct CounterLabel: View {
    @ObservedObject var viewModel: CounterViewModel

    var body: some View {
        let _ = Self._printChanges()
        Text("Count: \(viewModel.count)")
    }
}

struct CounterScreen: View {
    @StateObject private var viewModel = CounterViewModel()
    @State private var showsHistory = false

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            CounterLabel(viewModel: viewModel)
            Button("Increment") {
                viewModel.increment()
            }
            Toggle("Show history", isOn: $showsHistory)
            if showsHistory {
                Text(viewModel.history.map(String.init).joined(separator: ", "))
            }
        }
    }
}

:mount CounterScreen()
:tap "Increment"
:toggle "Show history"
:tap "Increment"
:tree

// expect: CounterViewModel init
// expect: CounterScreen: @self, @identity, _viewModel, _showsHistory changed.
// expect: CounterLabel: @self, @identity, _viewModel changed.
// expect: CounterScreen: _viewModel changed.
// expect: CounterLabel: _viewModel changed.
// expect: CounterScreen: _showsHistory changed.
// expect: CounterScreen: _viewModel changed.
// expect: CounterLabel: _viewModel changed.
// expect: CounterScreen#1
// expect:   VStack
// expect:     CounterLabel#2
// expect:       Text "Count: 2"
// expect:     Button "Increment"
// expect:     Toggle "Show history" = true
// expect:     Text "1, 2"
