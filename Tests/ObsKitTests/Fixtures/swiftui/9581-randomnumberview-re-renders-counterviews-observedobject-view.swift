// SwiftUI from SwiftLee (Antoine van der Lee): https://www.avanderlee.com/swiftui/stateobject-observedobject-differences/ (RandomNumberView re-renders and its CounterView's @ObservedObject view model is made again, resetting the count; with @StateObject the count survives)
// Antoine van der Lee's example: RandomNumberView has `@State var randomNumber` and a "Randomize number"
// button, and shows CounterView, whose `@ObservedObject var viewModel = CounterViewModel()` counts taps.
// He claims:
// - "Randomize number" redraws RandomNumberView, which creates a new CounterView and, with
//   @ObservedObject, a new CounterViewModel: the count goes back to zero.
// - With @StateObject SwiftUI keeps the view model for the view's lifetime: the count is kept, and the
//   model is made only once.
// Adapted: the random number is replaced by a fixed step so that the script's output is repeatable.
import SwiftUI
import Combine

final class CounterViewModel: ObservableObject {
    @Published var count = 0

    init() {
        print("CounterViewModel init")
    }

    func incrementCounter() {
        count += 1
    }
}

struct CounterView: View {
    @ObservedObject var viewModel = CounterViewModel()

    var body: some View {
        let _ = print("Count is: \(viewModel.count)")
        VStack {
            Text("Count is: \(viewModel.count)")
            Button("Increment Counter") {
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

        CounterView()
    }
}

struct StateCounterView: View {
    @StateObject var viewModel = CounterViewModel()

    var body: some View {
        let _ = print("Count is: \(viewModel.count)")
        VStack {
            Text("Count is: \(viewModel.count)")
            Button("Increment Counter") {
                viewModel.incrementCounter()
            }
        }
    }
}

struct StateRandomNumberView: View {
    @State var randomNumber = 0

    var body: some View {
        VStack {
            Text("Random number is: \(randomNumber)")
            Button("Randomize number") {
                randomNumber += 7
            }
        }.padding(.bottom)

        StateCounterView()
    }
}

:mount RandomNumberView()
// expect: CounterViewModel init
// expect: Count is: 0
:tap "Increment Counter"
// expect: Count is: 1
:tap "Increment Counter"
// expect: Count is: 2
:tap "Randomize number"
// expect: CounterViewModel init
// expect: Count is: 0
:mount StateRandomNumberView()
// expect: CounterViewModel init
// expect: Count is: 0
:tap "Increment Counter"
// expect: Count is: 1
:tap "Increment Counter"
// expect: Count is: 2
:tap "Randomize number"
:tap "Increment Counter"
// expect: Count is: 3
