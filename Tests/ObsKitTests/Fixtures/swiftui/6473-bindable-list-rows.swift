// Stack Overflow style: "@Bindable in List rows: does toggling one row redraw the whole list?"
// Observation tracks reads per body (rules §8.3). A row's `$chore.isDone` binding reads `isDone` in the row's body
// (rules §8.5, Apple `bindable`), so a toggle re-runs only that row; the list read `store.chores` (the array), not
// `isDone`. Appending changes the array: the list runs again, the old rows get equal values (the same object
// references, rules §2.3, §2.7) and skip their bodies, and only the new row's body runs (rules §1.2).
import SwiftUI

@Observable
final class Chore: Identifiable {
    let id: Int
    var title: String
    var isDone = false

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

@Observable
final class ChoreStore {
    var chores = [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry")]
}

struct ChoreRow: View {
    @Bindable var chore: Chore

    var body: some View {
        let _ = print("ChoreRow \(chore.title) body")
        Toggle(chore.title, isOn: $chore.isDone)
    }
}

struct ChoreList: View {
    @State private var store = ChoreStore()

    var body: some View {
        let _ = print("ChoreList body, \(store.chores.count) chores")
        List {
            ForEach(store.chores) { chore in
                ChoreRow(chore: chore)
            }
            Button("Add Vacuum") {
                store.chores.append(Chore(id: 3, title: "Vacuum"))
            }
        }
    }
}

:mount ChoreList()
// expect: ChoreList body, 2 chores
// expect: ChoreRow Dishes body
// expect: ChoreRow Laundry body
:toggle "Dishes"
// expect: ChoreRow Dishes body
:tap "Add Vacuum"
// expect: ChoreList body, 3 chores
// expect: ChoreRow Vacuum body
:toggle "Vacuum"
// expect: ChoreRow Vacuum body
:toggle "Dishes"
// expect: ChoreRow Dishes body
