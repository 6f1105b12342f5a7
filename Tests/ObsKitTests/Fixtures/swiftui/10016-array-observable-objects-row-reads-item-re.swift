// Fatbobman style: an array of @Observable objects — a row that reads its item re-runs alone when that item changes (the array itself is untouched); appending to the array re-runs the list, whose old rows compare equal and skip their bodies (rules §8.3, §2.3, §2.6, §1.2)
import SwiftUI

@Observable
final class TaskItem: Identifiable {
    let id: Int
    var title: String
    var done = false

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

@Observable
final class Board {
    var items = [TaskItem(id: 1, title: "Plan"), TaskItem(id: 2, title: "Build")]
}

struct ItemRow: View {
    let item: TaskItem

    var body: some View {
        let _ = print("row \(item.title) done=\(item.done)")
        Button("Toggle \(item.title)") { item.done.toggle() }
    }
}

struct BoardView: View {
    @State private var board = Board()

    var body: some View {
        let _ = print("BoardView body: \(board.items.count) items")
        VStack {
            ForEach(board.items) { item in
                ItemRow(item: item)
            }
            Button("Add") { board.items.append(TaskItem(id: 3, title: "Ship")) }
            Button("Rename first") { board.items[0].title = "Plan v2" }
        }
    }
}

:mount BoardView()
// expect: BoardView body: 2 items
// expect: row Plan done=false
// expect: row Build done=false
:tap "Toggle Build"
// expect: row Build done=true
:tap "Rename first"
// expect: row Plan v2 done=false
:tap "Add"
// expect: BoardView body: 3 items
// expect: row Ship done=false
:tap "Toggle Ship"
// expect: row Ship done=true
