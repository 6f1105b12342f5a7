// Stack Overflow style: "I toggle a to-do but the list never updates" (pitfall part: the model mutates a copy of the struct it got from ForEach by value; fix part: mutate the array element by index, so @Published sets and the list and only the changed row run again) (rules §6.3, §6.5, §2.3, §2.6, §2.7)
import SwiftUI

struct Chore: Identifiable {
    let id: Int
    var title: String
    var done: Bool
}

final class ChoreStore: ObservableObject {
    @Published var chores = [
        Chore(id: 1, title: "Dishes", done: false),
        Chore(id: 2, title: "Laundry", done: false),
    ]

    // Pitfall: `chore` is a copy; changing it changes nothing in `chores`.
    func toggleCopy(_ chore: Chore) {
        var chore = chore
        chore.done.toggle()
        print("copy of \(chore.title) is now \(chore.done)")
    }

    // Fix: find the element and change it in place.
    func toggle(_ chore: Chore) {
        guard let index = chores.firstIndex(where: { $0.id == chore.id }) else { return }
        chores[index].done.toggle()
    }
}

struct ChoreRow: View {
    let chore: Chore

    var body: some View {
        let _ = print("ChoreRow body: \(chore.title) \(chore.done)")
        Text(chore.done ? "\(chore.title) (done)" : chore.title)
    }
}

struct ChoreList: View {
    @StateObject private var store = ChoreStore()

    var body: some View {
        let _ = print("ChoreList body: \(store.chores.filter(\.done).count) done")
        VStack {
            ForEach(store.chores) { chore in
                ChoreRow(chore: chore)
                Button("Broken toggle \(chore.title)") { store.toggleCopy(chore) }
                Button("Toggle \(chore.title)") { store.toggle(chore) }
            }
        }
    }
}

:mount ChoreList()
// expect: ChoreList body: 0 done
// expect: ChoreRow body: Dishes false
// expect: ChoreRow body: Laundry false
// --- pitfall part: nothing is published, nothing runs
:tap "Broken toggle Dishes"
// expect: copy of Dishes is now true
// --- fix part: the element itself changes; the list runs, and only the row whose value differs
:tap "Toggle Dishes"
// expect: ChoreList body: 1 done
// expect: ChoreRow body: Dishes true
:tap "Toggle Laundry"
// expect: ChoreList body: 2 done
// expect: ChoreRow body: Laundry true
