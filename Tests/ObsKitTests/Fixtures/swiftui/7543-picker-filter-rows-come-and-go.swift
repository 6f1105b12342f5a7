// Hacking with Swift style: a segmented All / Open / Done filter over a to-do list; rows filtered out lose their expanded state
// What SwiftUI does: the ForEach shows the filtered array, so a row that stops matching is an id that goes away:
// its node dies, with onDisappear; when it matches again it is a new node with @State from its initial value and
// onAppear (rules §1.2, §1.4, §3.2, §11.1). Rows that match both filters keep their nodes. All disappears of an
// update come before its appears, each in tree order (rules §11.1). The parent's body reads the filter and runs once
// per pick (rules §3.5); the options are tagged (rules §15.5).
// Sources: rules §1.2, §1.4, §3.2, §11.1, §15.5; https://developer.apple.com/documentation/swiftui/picker
import SwiftUI

enum TaskFilter: String, CaseIterable, Identifiable {
    case all = "All", open = "Open", done = "Done"
    var id: Self { self }
}

struct ChoreItem: Identifiable {
    let id: Int
    let title: String
    let isDone: Bool
}

struct ChoreRow: View {
    let chore: ChoreItem
    @State private var isExpanded = false

    var body: some View {
        Button("\(isExpanded ? "▾" : "▸") \(chore.title)") {
            isExpanded.toggle()
        }
        .onAppear { print("appear \(chore.title)") }
        .onDisappear { print("disappear \(chore.title)") }
    }
}

struct ChoresView: View {
    @State private var filter = TaskFilter.all
    private let chores = [
        ChoreItem(id: 1, title: "Report", isDone: true),
        ChoreItem(id: 2, title: "Laundry", isDone: false),
        ChoreItem(id: 3, title: "Taxes", isDone: true),
    ]

    var visibleChores: [ChoreItem] {
        switch filter {
        case .all: return chores
        case .open: return chores.filter { !$0.isDone }
        case .done: return chores.filter { $0.isDone }
        }
    }

    var body: some View {
        let _ = print("ChoresView body: \(filter.rawValue)")
        VStack {
            Picker("Filter", selection: $filter) {
                ForEach(TaskFilter.allCases) { option in
                    Text(option.rawValue).tag(option)
                }
            }
            .pickerStyle(.segmented)
            List {
                ForEach(visibleChores) { chore in
                    ChoreRow(chore: chore)
                }
            }
        }
    }
}

:mount ChoresView()
// expect: ChoresView body: All
// expect: appear Report
// expect: appear Laundry
// expect: appear Taxes
:tap "▸ Report"
:tap "▸ Laundry"
:pick "Open" in "Filter"
// expect: ChoresView body: Open
// expect: disappear Report
// expect: disappear Taxes
:pick "Done" in "Filter"
// expect: ChoresView body: Done
// expect: disappear Laundry
// expect: appear Report
// expect: appear Taxes
:tap "▸ Report"
:pick "All" in "Filter"
// expect: ChoresView body: All
// expect: appear Laundry
:tap "▾ Report"
:tap "▸ Laundry"
