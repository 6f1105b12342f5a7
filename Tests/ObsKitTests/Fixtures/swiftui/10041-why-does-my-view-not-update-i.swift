// Stack Overflow Q&A style: "why does my view not update when I change a property of an object inside an array": the elements are classes; a plain class changes silently (only its own print shows it), an @Observable element re-runs just the row that read it, and the list's body never runs (rules §3.7, §6.3 by analogy, §8.3, §8.4)
import SwiftUI

final class PlainChore: Identifiable {
    let id: Int
    let title: String
    var done = false
    init(id: Int, title: String) { self.id = id; self.title = title }
}

@Observable
final class Chore: Identifiable {
    let id: Int
    let title: String
    var done = false
    init(id: Int, title: String) { self.id = id; self.title = title }
}

@Observable
final class ChoreBoard {
    var plain = [PlainChore(id: 1, title: "Dishes")]
    var tracked = [Chore(id: 2, title: "Laundry"), Chore(id: 3, title: "Plants")]
}

struct PlainRow: View {
    let chore: PlainChore

    var body: some View {
        let _ = print("PlainRow body: \(chore.title) done=\(chore.done)")
        Button("\(chore.title): \(chore.done ? "done" : "todo")") {
            chore.done.toggle()
            print("tapped \(chore.title), done is now \(chore.done)")
        }
    }
}

struct ChoreRow: View {
    let chore: Chore

    var body: some View {
        let _ = print("ChoreRow body: \(chore.title) done=\(chore.done)")
        Button("\(chore.title): \(chore.done ? "done" : "todo")") {
            chore.done.toggle()
        }
    }
}

struct ChoreList: View {
    @State private var board = ChoreBoard()

    var body: some View {
        let _ = print("ChoreList body")
        List {
            ForEach(board.plain) { chore in PlainRow(chore: chore) }
            ForEach(board.tracked) { chore in ChoreRow(chore: chore) }
        }
    }
}

:mount ChoreList()
// expect: ChoreList body
// expect: PlainRow body: Dishes done=false
// expect: ChoreRow body: Laundry done=false
// expect: ChoreRow body: Plants done=false
:tap "Dishes: todo"
// expect: tapped Dishes, done is now true
:tap "Dishes: todo"
// expect: tapped Dishes, done is now false
:tap "Laundry: todo"
// expect: ChoreRow body: Laundry done=true
:tap "Laundry: done"
// expect: ChoreRow body: Laundry done=false
