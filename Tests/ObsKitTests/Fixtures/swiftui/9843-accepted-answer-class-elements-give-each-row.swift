// Stack Overflow style: the accepted answer for class elements: give each row its own view that observes its Chore with @ObservedObject; a toggle re-runs only that row (rules §5.1, §2.5, §6.5)
import SwiftUI

final class Chore: ObservableObject, Identifiable {
    let id: Int
    let title: String
    @Published var done = false

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

final class ChoreStore: ObservableObject {
    @Published var chores = [
        Chore(id: 1, title: "Dishes"),
        Chore(id: 2, title: "Laundry"),
        Chore(id: 3, title: "Trash"),
    ]
}

struct ChoreRow: View {
    @ObservedObject var chore: Chore

    var body: some View {
        let _ = print("ChoreRow body: \(chore.title) \(chore.done)")
        Button(chore.done ? "[x] \(chore.title)" : chore.title) {
            chore.done.toggle()
        }
    }
}

struct ChoreList: View {
    @StateObject private var store = ChoreStore()

    var body: some View {
        let _ = print("ChoreList body: \(store.chores.count) chores")
        List {
            ForEach(store.chores) { chore in
                ChoreRow(chore: chore)
            }
        }
    }
}

:mount ChoreList()
// expect: ChoreList body: 3 chores
// expect: ChoreRow body: Dishes false
// expect: ChoreRow body: Laundry false
// expect: ChoreRow body: Trash false
:tap "Laundry"
// expect: ChoreRow body: Laundry true
:tap "[x] Laundry"
// expect: ChoreRow body: Laundry false
:tap "Trash"
// expect: ChoreRow body: Trash true
