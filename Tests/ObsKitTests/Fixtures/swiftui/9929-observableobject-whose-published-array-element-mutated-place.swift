// Reddit r/SwiftUI style: an ObservableObject whose @Published array element is mutated in place (counters[i].count += 1): it sets the whole array, so objectWillChange and the $counters sink fire (the sink sees the new value before it is stored), the board runs, and only the changed row runs again (rules §6.3, §2.1, §2.7)
import SwiftUI
import Combine

struct Counter: Identifiable {
    let id: Int
    var count: Int
}

final class CounterStore: ObservableObject {
    @Published var counters = [Counter(id: 1, count: 0), Counter(id: 2, count: 0)]
    private var cancellable: AnyCancellable?

    init() {
        cancellable = $counters.dropFirst().sink { [weak self] new in
            print("sink: new \(new.map(\.count)), stored \(self?.counters.map(\.count) ?? [])")
        }
    }

    func bump(_ id: Int) {
        if let i = counters.firstIndex(where: { $0.id == id }) {
            counters[i].count += 1
        }
    }
}

struct CounterRow: View {
    let counter: Counter

    var body: some View {
        let _ = print("CounterRow body: \(counter.id)=\(counter.count)")
        Text("\(counter.id): \(counter.count)")
    }
}

struct CounterBoard: View {
    @StateObject private var store = CounterStore()

    var body: some View {
        let _ = print("CounterBoard body")
        VStack {
            ForEach(store.counters) { counter in
                CounterRow(counter: counter)
            }
            Button("Bump 2") { store.bump(2) }
            Button("Bump 1") { store.bump(1) }
        }
    }
}

:mount CounterBoard()
// expect: CounterBoard body
// expect: CounterRow body: 1=0
// expect: CounterRow body: 2=0
:tap "Bump 2"
// expect: sink: new [0, 1], stored [0, 0]
// expect: CounterBoard body
// expect: CounterRow body: 2=1
:tap "Bump 1"
// expect: sink: new [1, 1], stored [0, 1]
// expect: CounterBoard body
// expect: CounterRow body: 1=1
