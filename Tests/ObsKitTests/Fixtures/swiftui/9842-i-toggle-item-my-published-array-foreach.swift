// Stack Overflow style: "I toggle an item of my @Published array in a ForEach and nothing happens" (the asker's version: the elements are classes)
// PITFALL (on purpose): `store.chores[i].done.toggle()` changes an object the array holds; the array itself is never set, so ChoreStore publishes nothing, and no view observes the Chore objects; the list shows the change only when something else re-runs it (rules §6.3, §6.5)
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
    ]
}

struct ChoreList: View {
    @StateObject private var store = ChoreStore()

    var body: some View {
        let _ = print("ChoreList body: \(store.chores.filter { $0.done }.count) done")
        VStack {
            ForEach(store.chores.indices, id: \.self) { i in
                Button(store.chores[i].done ? "[x] \(store.chores[i].title)" : store.chores[i].title) {
                    store.chores[i].done.toggle()
                }
            }
            Button("Refresh") { store.objectWillChange.send() }
        }
    }
}

:mount ChoreList()
// expect: ChoreList body: 0 done
:tap "Laundry"
:tap "Laundry"
:tap "Dishes"
:tap "Refresh"
// expect: ChoreList body: 1 done
:tap "[x] Dishes"
:tap "Refresh"
// expect: ChoreList body: 0 done
