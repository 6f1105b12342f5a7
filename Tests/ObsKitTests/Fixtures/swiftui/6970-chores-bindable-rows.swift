// Chores (Observation): the same chore board as 6969 after the migration Apple describes, with @Observable items and
// rows taking them as `@Bindable var chore`; own code.
// What SwiftUI does: Observation records which properties each body read (rules §8.3). The board's body computes the
// done count, reading every chore's `isDone`, so a toggle runs the board and the toggled row (its binding read
// `isDone`, rules §8.5), parent first and each once (rules §2.8); the other rows hold the same objects, are equal,
// and skip (rules §2.3, §2.7). Unlike 6969, the count is never stale. Adding a chore runs the board and builds only
// the new row.
// Sources: rules §2.3, §2.7, §2.8, §8.3, §8.5; Apple
// https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro
import SwiftUI

@Observable
final class Chore: Identifiable {
    let id: Int
    let title: String
    var isDone = false

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

@Observable
final class ChoreBoard {
    var chores: [Chore] = [
        Chore(id: 1, title: "Water plants"),
        Chore(id: 2, title: "Take out trash"),
        Chore(id: 3, title: "Feed the cat"),
    ]

    init() { print("ChoreBoard init") }

    func add(_ title: String) {
        chores.append(Chore(id: chores.count + 1, title: title))
    }
}

struct ChoreRow: View {
    @Bindable var chore: Chore

    var body: some View {
        let _ = print("ChoreRow body: \(chore.title), done \(chore.isDone)")
        Toggle(chore.title, isOn: $chore.isDone)
    }
}

struct ChoreBoardView: View {
    @State private var board = ChoreBoard()

    var body: some View {
        let doneCount = board.chores.filter(\.isDone).count
        let _ = print("ChoreBoardView body: \(doneCount) of \(board.chores.count) done")
        NavigationStack {
            List {
                Section {
                    Text("\(doneCount) of \(board.chores.count) done")
                }
                ForEach(board.chores) { chore in
                    ChoreRow(chore: chore)
                }
            }
            .navigationTitle("Chores")
            .toolbar {
                Button("Add Chore") { board.add("Sweep porch") }
            }
        }
    }
}

:mount ChoreBoardView()
// expect: ChoreBoard init
// expect: ChoreBoardView body: 0 of 3 done
// expect: ChoreRow body: Water plants, done false
// expect: ChoreRow body: Take out trash, done false
// expect: ChoreRow body: Feed the cat, done false
:toggle "Water plants"
// expect: ChoreBoardView body: 1 of 3 done
// expect: ChoreRow body: Water plants, done true
:tap "Add Chore"
// expect: ChoreBoardView body: 1 of 4 done
// expect: ChoreRow body: Sweep porch, done false
