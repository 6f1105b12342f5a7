// stack-overflow style (pitfall on purpose): "@Published array of class instances, changing an element doesn't update the List" — `list.chores[0].done = true` mutates the object in place, the array is never set, nothing publishes; replacing the element with a new instance sets the array and publishes, and the re-render then shows both changes (rules §6.3)
import SwiftUI

final class Chore: Identifiable {
    let id: Int
    let title: String
    var done = false

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

final class ChoreList: ObservableObject {
    @Published var chores = [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry")]
}

struct ChoreListView: View {
    @StateObject private var list = ChoreList()

    var body: some View {
        let _ = print("ChoreListView body: \(list.chores.map { $0.done ? "x" : "-" }.joined())")
        VStack {
            ForEach(list.chores) { chore in
                Text("\(chore.title) \(chore.done ? "done" : "open")")
            }
            Button("Finish first") {
                list.chores[0].done = true
                print("first done: \(list.chores[0].done)")
            }
            Button("Replace second") {
                let old = list.chores[1]
                let copy = Chore(id: old.id, title: old.title)
                copy.done = true
                list.chores[1] = copy
            }
        }
    }
}

:mount ChoreListView()
// expect: ChoreListView body: --
:tap "Finish first"
// expect: first done: true
:tap "Replace second"
// expect: ChoreListView body: xx
