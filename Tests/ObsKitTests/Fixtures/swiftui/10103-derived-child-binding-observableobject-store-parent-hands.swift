// architecture style: a derived child binding into an ObservableObject store: the parent hands the filter bar `Binding(get:set:)` that sends an action; a get/set binding made in the parent's body never equals the last one, so the bar runs at every store change, even one that left the filter alone (rules §2.5, §9.1, §6.5, §5.1)
import SwiftUI

struct FilterState: Equatable {
    var showDone = false
}

enum FilterAction {
    case setFilter(FilterState)
    case clearLog
}

final class TodoStore: ObservableObject {
    @Published private(set) var filter = FilterState()
    @Published private(set) var log: [String] = []

    func send(_ action: FilterAction) {
        switch action {
        case .setFilter(let newFilter):
            filter = newFilter
            log.append("filter")
        case .clearLog:
            log.removeAll()
        }
    }
}

struct FilterBar: View {
    @Binding var filter: FilterState

    var body: some View {
        let _ = print("FilterBar body: done=\(filter.showDone)")
        Toggle("Show done", isOn: $filter.showDone)
    }
}

struct LogView: View {
    let entries: [String]

    var body: some View {
        let _ = print("LogView body: \(entries.count)")
        Text("\(entries.count) changes")
    }
}

struct TodoRoot: View {
    @StateObject private var store = TodoStore()

    var body: some View {
        let _ = print("TodoRoot body: log=\(store.log.count)")
        VStack {
            FilterBar(filter: Binding(
                get: { store.filter },
                set: { store.send(.setFilter($0)) }
            ))
            LogView(entries: store.log)
            Button("Clear log") { store.send(.clearLog) }
        }
    }
}

:mount TodoRoot()
// expect: TodoRoot body: log=0
// expect: FilterBar body: done=false
// expect: LogView body: 0
:toggle "Show done"
// expect: TodoRoot body: log=1
// expect: FilterBar body: done=true
// expect: LogView body: 1
:tap "Clear log"
// expect: TodoRoot body: log=0
// expect: FilterBar body: done=true
// expect: LogView body: 0
