// SwiftLee (Antoine van der Lee), "@StateObject vs. @ObservedObject: The differences explained", https://www.avanderlee.com/swiftui/stateobject-observedobject-differences/ — a CounterView inside a RandomNumberView: with @ObservedObject the counter's view model is recreated and the count resets each time the parent re-renders; with @StateObject it survives
// The article: "Whenever the random number changes, the CounterView is redrawn ... and the counter resets to
// zero" because `@ObservedObject var viewModel = CounterViewModel()` creates a new instance at every parent
// render; "@StateObject ... makes sure the instance is not destroyed", so the count stays. Adapted: the
// "random" number counts up so the run is repeatable (a random pick could repeat and change nothing).
// Rules §5.3 (new model per parent render, child body @self) and §4.3 (StateObject made once per node).
import SwiftUI

final class CounterViewModel: ObservableObject {
    @Published var count = 0
    let tag: String

    init(tag: String) {
        self.tag = tag
        print("CounterViewModel init (\(tag))")
    }

    func incrementCounter() {
        count += 1
    }
}

struct ObservedCounterView: View {
    @ObservedObject var viewModel = CounterViewModel(tag: "observed")

    var body: some View {
        let _ = print("ObservedCounterView body, count \(viewModel.count)")
        VStack {
            Text("Observed count is: \(viewModel.count)")
            Button("Increment observed") {
                viewModel.incrementCounter()
            }
        }
    }
}

struct StateCounterView: View {
    @StateObject var viewModel = CounterViewModel(tag: "state")

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("State count is: \(viewModel.count)")
            Button("Increment state") {
                viewModel.incrementCounter()
            }
        }
    }
}

struct RandomNumberView: View {
    @State var randomNumber = 0

    var body: some View {
        VStack {
            Text("Random number is: \(randomNumber)")
            Button("Randomize number") {
                randomNumber += 7
            }
        }.padding(.bottom)

        ObservedCounterView()
        StateCounterView()
    }
}

:mount RandomNumberView()
// expect: CounterViewModel init (observed)
// expect: ObservedCounterView body, count 0
// expect: CounterViewModel init (state)
// expect: StateCounterView: @self, @identity, _viewModel changed.
:tap "Increment observed"
// expect: ObservedCounterView body, count 1
:tap "Increment state"
// expect: StateCounterView: _viewModel changed.
:tap "Increment state"
// expect: StateCounterView: _viewModel changed.
:tap "Randomize number"
// expect: CounterViewModel init (observed)
// expect: ObservedCounterView body, count 0
:tap "Increment observed"
// expect: ObservedCounterView body, count 1
:tap "Increment state"
// expect: StateCounterView: _viewModel changed.
