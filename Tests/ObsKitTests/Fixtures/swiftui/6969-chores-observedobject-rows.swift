// Chores (ObservableObject): a store of ObservableObject items, each row observing its own item with
// @ObservedObject, the way apps wrote it before Observation; own code. The list shows a "done" count computed from
// the items.
// What SwiftUI does: a row's @ObservedObject subscribes to that item's objectWillChange, so a toggle runs only that
// row (rules §5.1). The store publishes only when its own @Published array changes; a change inside an element
// object does not reach the store's subscribers (rules §6.1, §6.3), so the list's count stays stale until the array
// itself changes. Adding a chore runs the list's body: the count is right again, only the new row is built, and the
// other rows, handed the same objects, skip their bodies (rules §2.5, §2.7).
// Sources: rules §2.5, §2.7, §5.1, §6.1, §6.3; Apple https://developer.apple.com/documentation/swiftui/observedobject
// and "Migrating from the Observable Object protocol to the Observable macro"
import SwiftUI

final class Chore: ObservableObject, Identifiable {
    let id: Int
    let title: String
    @Published var isDone = false

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

final class ChoreStore: ObservableObject {
    @Published var chores: [Chore] = [
        Chore(id: 1, title: "Water plants"),
        Chore(id: 2, title: "Take out trash"),
        Chore(id: 3, title: "Feed the cat"),
    ]

    init() { print("ChoreStore init") }

    func add(_ title: String) {
        chores.append(Chore(id: chores.count + 1, title: title))
    }
}

struct ChoreRow: View {
    @ObservedObject var chore: Chore

    var body: some View {
        let _ = print("ChoreRow body: \(chore.title), done \(chore.isDone)")
        Toggle(chore.title, isOn: $chore.isDone)
    }
}

struct ChoreList: View {
    @StateObject private var store = ChoreStore()

    var body: some View {
        let doneCount = store.chores.filter(\.isDone).count
        let _ = print("ChoreList body: \(doneCount) of \(store.chores.count) done")
        NavigationStack {
            List {
                Section {
                    Text("\(doneCount) of \(store.chores.count) done")
                }
                ForEach(store.chores) { chore in
                    ChoreRow(chore: chore)
                }
            }
            .navigationTitle("Chores")
            .toolbar {
                Button("Add Chore") { store.add("Sweep porch") }
            }
        }
    }
}

:mount ChoreList()
// expect: ChoreStore init
// expect: ChoreList body: 0 of 3 done
// expect: ChoreRow body: Water plants, done false
// expect: ChoreRow body: Take out trash, done false
// expect: ChoreRow body: Feed the cat, done false
:toggle "Water plants"
// expect: ChoreRow body: Water plants, done true
:toggle "Take out trash"
// expect: ChoreRow body: Take out trash, done true
:tap "Add Chore"
// expect: ChoreList body: 2 of 4 done
// expect: ChoreRow body: Sweep porch, done false
