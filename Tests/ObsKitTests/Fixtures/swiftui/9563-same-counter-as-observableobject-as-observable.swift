// SwiftUI from SwiftLee (Antoine van der Lee): https://www.avanderlee.com/swiftui/observable-macro-performance-increase-observableobject/ (the same counter as ObservableObject and as @Observable: _printChanges shows the first re-rendering for a property the view never reads, the second not)
// Antoine van der Lee compares a CounterViewModel written as ObservableObject (@StateObject, @Published)
// with the @Observable version kept in @State, printing `Self._printChanges()` in the body. He claims:
// - With ObservableObject the view is redrawn for any @Published change, even of a property the body
//   doesn't read: `ContentView: _viewModel changed.`
// - With @Observable the view only updates for properties its body reads, and _printChanges reports the
//   cause as `@dependencies changed.`; changing an unread property redraws nothing.
import SwiftUI
import Combine

final class LegacyCounterViewModel: ObservableObject {
    @Published var count: Int = 0
    @Published var lastTapped: String = "never"
}

struct LegacyCounterView: View {
    @StateObject var viewModel = LegacyCounterViewModel()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("Count is \(viewModel.count)")
            Button("Increase count") {
                viewModel.count += 1
            }
            Button("Remember tap") {
                viewModel.lastTapped = "now"
            }
        }
    }
}

@Observable
final class CounterViewModel {
    var count: Int = 0
    var lastTapped: String = "never"
}

struct CounterView: View {
    @State var viewModel = CounterViewModel()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("Count is \(viewModel.count)")
            Button("Increase count") {
                viewModel.count += 1
            }
            Button("Remember tap") {
                viewModel.lastTapped = "now"
            }
        }
    }
}

:mount LegacyCounterView()
// expect: LegacyCounterView: @self, @identity, _viewModel changed.
:tap "Increase count"
// expect: LegacyCounterView: _viewModel changed.
:tap "Remember tap"
// expect: LegacyCounterView: _viewModel changed.
:mount CounterView()
// expect: CounterView: @self, @identity, _viewModel changed.
:tap "Increase count"
// expect: CounterView: @dependencies changed.
:tap "Remember tap"
:tap "Increase count"
// expect: CounterView: @dependencies changed.
