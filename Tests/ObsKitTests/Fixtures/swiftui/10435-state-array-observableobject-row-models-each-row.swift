// Swift with Majid style: a @State array of ObservableObject row models, each row observing its own with @ObservedObject; bumping one counter runs only its row (the array did not change, so the board does not run), adding a counter runs the board and the new row (rules §5.1, §3.7, §2.5, §4.4)
import SwiftUI

final class Counter: ObservableObject, Identifiable {
    let id: Int
    @Published var value = 0

    init(id: Int) {
        self.id = id
        print("Counter init \(id)")
    }
}

struct CounterRow: View {
    @ObservedObject var counter: Counter

    var body: some View {
        let _ = print("CounterRow body: \(counter.id) = \(counter.value)")
        Button("Bump \(counter.id)") { counter.value += 1 }
    }
}

struct CounterBoard: View {
    @State private var counters = [Counter(id: 1)]

    var body: some View {
        let _ = print("CounterBoard body: \(counters.count) counters")
        VStack {
            ForEach(counters) { counter in
                CounterRow(counter: counter)
            }
            Button("Add counter") { counters.append(Counter(id: counters.count + 1)) }
        }
    }
}

:mount CounterBoard()
// expect: Counter init 1
// expect: CounterBoard body: 1 counters
// expect: CounterRow body: 1 = 0
:tap "Bump 1"
// expect: CounterRow body: 1 = 1
:tap "Add counter"
// expect: Counter init 2
// expect: CounterBoard body: 2 counters
// expect: CounterRow body: 2 = 0
:tap "Bump 1"
// expect: CounterRow body: 1 = 2
:tap "Bump 2"
// expect: CounterRow body: 2 = 1
