// Blog style (Swift with Majid): @Observable chores with Self._printChanges(): a toggle re-runs its own row (@dependencies) and the parent that counts done items, not the other rows (rules §8.3, §8.5, §12.1, §12.2, §2.3)
import SwiftUI
import Observation

@Observable
final class Chore: Identifiable {
    let id: Int
    var name: String
    var done = false

    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

@Observable
final class ChoreBoard {
    var chores = [Chore(id: 1, name: "Dishes"), Chore(id: 2, name: "Trash"), Chore(id: 3, name: "Plants")]
}

struct ChoreRow: View {
    let chore: Chore

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("row \(chore.name)")
        Toggle(chore.name, isOn: Bindable(chore).done)
    }
}

struct ChoresView: View {
    @State private var board = ChoreBoard()

    var body: some View {
        let _ = Self._printChanges()
        let remaining = board.chores.filter { !$0.done }.count
        VStack {
            Text("\(remaining) left")
            List(board.chores) { chore in
                ChoreRow(chore: chore)
            }
        }
    }
}
:mount ChoresView()
// expect: ChoresView: @self, @identity, _board changed.
// expect: ChoreRow: @self changed.
// expect: row Dishes
// expect: ChoreRow: @self changed.
// expect: row Trash
// expect: ChoreRow: @self changed.
// expect: row Plants
:toggle "Trash"
// expect: ChoresView: @dependencies changed.
// expect: ChoreRow: @dependencies changed.
// expect: row Trash
:toggle "Trash"
// expect: ChoresView: @dependencies changed.
// expect: ChoreRow: @dependencies changed.
// expect: row Trash
