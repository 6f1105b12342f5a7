// Stack Overflow style: "Toggle in ForEach over indices of a @Published array": `ForEach(store.chores.indices, id: \.self)` with `$store.chores[i]` works; a toggle re-runs the list (the array was set) and only the row whose element changed (rules §6.3, §9.2, §9.3, §15.1, §10.1)
import SwiftUI

struct Chore: Identifiable {
    let id: Int
    var title: String
    var done = false
}

final class ChoreStore: ObservableObject {
    @Published var chores = [
        Chore(id: 1, title: "Dishes"),
        Chore(id: 2, title: "Laundry"),
        Chore(id: 3, title: "Trash"),
    ]
}

struct ChoreRow: View {
    @Binding var chore: Chore

    var body: some View {
        let _ = print("ChoreRow body: \(chore.title) \(chore.done)")
        Toggle(chore.title, isOn: $chore.done)
    }
}

struct ChoreList: View {
    @StateObject private var store = ChoreStore()

    var body: some View {
        let _ = print("ChoreList body: \(store.chores.filter { $0.done }.count) done")
        VStack {
            List {
                ForEach(store.chores.indices, id: \.self) { i in
                    ChoreRow(chore: $store.chores[i])
                }
            }
            Button("Mark all done") {
                for i in store.chores.indices {
                    store.chores[i].done = true
                }
            }
        }
    }
}

:mount ChoreList()
// expect: ChoreList body: 0 done
// expect: ChoreRow body: Dishes false
// expect: ChoreRow body: Laundry false
// expect: ChoreRow body: Trash false
:toggle "Laundry"
// expect: ChoreList body: 1 done
// expect: ChoreRow body: Laundry true
:tap "Mark all done"
// expect: ChoreList body: 3 done
// expect: ChoreRow body: Dishes true
// expect: ChoreRow body: Trash true
