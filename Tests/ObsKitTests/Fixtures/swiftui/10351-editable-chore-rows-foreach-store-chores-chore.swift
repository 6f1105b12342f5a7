// forms and editing style: editable chore rows from ForEach($store.chores) { $chore in } through @Bindable on an @Observable store; toggling a row, adding and removing with plain buttons each run the list once and every row again (rules §15.1, §8.5, §9.2)
import SwiftUI

struct Chore: Identifiable, Equatable {
    let id: Int
    var title: String
    var done = false
}

@Observable
final class ChoreStore {
    var chores = [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry")]
    @ObservationIgnored private var nextID = 3

    func add() {
        chores.append(Chore(id: nextID, title: "Chore \(nextID)"))
        nextID += 1
    }

    func remove(_ id: Int) {
        chores.removeAll { $0.id == id }
    }
}

struct ChoreRow: View {
    @Binding var chore: Chore

    var body: some View {
        let _ = print("ChoreRow body: \(chore.title) \(chore.done)")
        Toggle(chore.title, isOn: $chore.done)
    }
}

struct ChoreList: View {
    @Bindable var store: ChoreStore

    var body: some View {
        let _ = print("ChoreList body: \(store.chores.filter { !$0.done }.count) left")
        List {
            ForEach($store.chores) { $chore in
                HStack {
                    ChoreRow(chore: $chore)
                    Button("Remove \(chore.title)") { store.remove(chore.id) }
                }
            }
            Button("Add") { store.add() }
        }
    }
}

struct ChoresScreen: View {
    @State private var store = ChoreStore()

    var body: some View {
        ChoreList(store: store)
    }
}

:mount ChoresScreen()
// expect: ChoreList body: 2 left
// expect: ChoreRow body: Dishes false
// expect: ChoreRow body: Laundry false
:toggle "Dishes"
// expect: ChoreList body: 1 left
// expect: ChoreRow body: Dishes true
// expect: ChoreRow body: Laundry false
:tap "Add"
// expect: ChoreList body: 2 left
// expect: ChoreRow body: Dishes true
// expect: ChoreRow body: Laundry false
// expect: ChoreRow body: Chore 3 false
:tap "Remove Dishes"
// expect: ChoreList body: 2 left
// expect: ChoreRow body: Laundry false
// expect: ChoreRow body: Chore 3 false
