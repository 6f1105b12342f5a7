// SwiftLee style, @StateObject vs @ObservedObject (pitfall on purpose: an @ObservedObject that makes, and so "owns", its own model): each parent render makes a new observed model, the new one before the old one's deinit, and its count starts over; the @StateObject keeps its one model (rules §4.2, §4.3, §5.3, §2.5)
import SwiftUI
import Combine

final class CounterViewModel: ObservableObject {
    static var made = 0
    let number: Int
    @Published var count = 0

    init() {
        CounterViewModel.made += 1
        number = CounterViewModel.made
        print("CounterViewModel #\(number) init")
    }

    deinit {
        print("CounterViewModel #\(number) deinit")
    }
}

struct StateObjectCounterView: View {
    @StateObject var viewModel = CounterViewModel()

    var body: some View {
        let _ = print("StateObjectCounterView body: #\(viewModel.number) count \(viewModel.count)")
        VStack {
            Text("Owned count: \(viewModel.count)")
            Button("Increment owned") { viewModel.count += 1 }
        }
    }
}

struct ObservedCounterView: View {
    @ObservedObject var viewModel = CounterViewModel()

    var body: some View {
        let _ = print("ObservedCounterView body: #\(viewModel.number) count \(viewModel.count)")
        VStack {
            Text("Observed count: \(viewModel.count)")
            Button("Increment observed") { viewModel.count += 1 }
        }
    }
}

struct RandomNumberView: View {
    @State private var randomNumber = 0

    var body: some View {
        let _ = print("RandomNumberView body: \(randomNumber)")
        VStack {
            Text("Random number is: \(randomNumber)")
            Button("Randomize number") {
                randomNumber = (randomNumber * 7 + 3) % 10
            }
            StateObjectCounterView()
            ObservedCounterView()
        }
    }
}

:mount RandomNumberView()
// expect: RandomNumberView body: 0
// expect: CounterViewModel #1 init
// expect: CounterViewModel #2 init
// expect: StateObjectCounterView body: #2 count 0
// expect: ObservedCounterView body: #1 count 0
:tap "Increment owned"
// expect: StateObjectCounterView body: #2 count 1
:tap "Increment observed"
// expect: ObservedCounterView body: #1 count 1
:tap "Increment observed"
// expect: ObservedCounterView body: #1 count 2
:tap "Randomize number"
// expect: RandomNumberView body: 3
// expect: CounterViewModel #3 init
// expect: CounterViewModel #1 deinit
// expect: ObservedCounterView body: #3 count 0
:tap "Randomize number"
// expect: RandomNumberView body: 4
// expect: CounterViewModel #4 init
// expect: CounterViewModel #3 deinit
// expect: ObservedCounterView body: #4 count 0
:tap "Increment owned"
// expect: StateObjectCounterView body: #2 count 2
