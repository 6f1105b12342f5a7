// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/stateobject (a view model owned with @StateObject is made once for the life of the view: the parent re-rendering with a new input for the child doesn't make a new one, so the count carries on)
import SwiftUI

final class CounterViewModel: ObservableObject {
    @Published private(set) var count = 0

    init() {
        print("CounterViewModel init")
    }

    func increment() {
        count += 1
    }
}

struct CounterView: View {
    let title: String
    @StateObject private var viewModel = CounterViewModel()

    var body: some View {
        VStack {
            Text("\(title): \(viewModel.count)")
            Button("Increment") {
                viewModel.increment()
                print("\(title) count \(viewModel.count)")
            }
        }
    }
}

struct ContentView: View {
    @State private var title = "Taps"

    var body: some View {
        VStack {
            CounterView(title: title)
            Button("Rename") { title = "Presses" }
        }
    }
}

:mount ContentView()
:tap "Increment"
:tap "Increment"
:tap "Rename"
:tap "Increment"
// expect: CounterViewModel init
// expect: Taps count 1
// expect: Taps count 2
// expect: Presses count 3
