// stack-overflow style: an array of structs in a @Published property — `chores[i].done.toggle()` writes the array back, so it publishes; the list re-renders and only the row whose value changed runs its body (rules §6.3, §2.3, §2.7, §12)
import SwiftUI

struct Chore: Identifiable {
    let id: Int
    var title: String
    var done = false
}

final class ChoreStore: ObservableObject {
    @Published var chores = [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry")]

    func toggle(_ id: Int) {
        guard let index = chores.firstIndex(where: { $0.id == id }) else { return }
        chores[index].done.toggle()
    }
}

struct ChoreRow: View {
    let chore: Chore

    var body: some View {
        let _ = print("ChoreRow body: \(chore.title) \(chore.done)")
        Text(chore.title)
    }
}

struct StoreView: View {
    @StateObject private var store = ChoreStore()

    var body: some View {
        let _ = Self._printChanges()
        List {
            ForEach(store.chores) { chore in
                ChoreRow(chore: chore)
            }
        }
        Button("Toggle Laundry") { store.toggle(2) }
    }
}

:mount StoreView()
// expect: StoreView: @self, @identity, _store changed.
// expect: ChoreRow body: Dishes false
// expect: ChoreRow body: Laundry false
:tap "Toggle Laundry"
// expect: StoreView: _store changed.
// expect: ChoreRow body: Laundry true
:tap "Toggle Laundry"
// expect: StoreView: _store changed.
// expect: ChoreRow body: Laundry false
