// WWDC23 "Discover Observation in SwiftUI" style: an array of @Observable chores. Each ChoreRow's body reads only
// `chore.done` (and the `let` id, which isn't tracked), so finishing chore 2 re-runs row 2 alone, as
// `@dependencies` (rules §8.3, §8.4, §12.1); the board never read `done` and doesn't run. Renaming chore 1 changes
// a property nobody's body read: no body runs at all (§8.3: only reads make dependencies). The rows hold the same
// references, so a parent render would find them equal (§2.3). A row view without dynamic properties prints
// `@self changed.` on its first run (§12.2).
import SwiftUI

@Observable
final class Chore: Identifiable {
    let id: Int
    var title: String
    var done = false
    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

struct ChoreRow: View {
    let chore: Chore

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("  row \(chore.id) done \(chore.done)")
        Button(chore.done ? "Undo \(chore.id)" : "Finish \(chore.id)") { chore.done.toggle() }
    }
}

struct ChoreBoard: View {
    @State private var chores = [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry")]

    var body: some View {
        let _ = Self._printChanges()
        List(chores) { chore in
            ChoreRow(chore: chore)
        }
        Button("Rename 1") { chores[0].title = "Pots" }
        Button("Print titles") { print(chores.map(\.title)) }
    }
}

:mount ChoreBoard()
// expect: ChoreBoard: @self, @identity, _chores changed.
// expect: ChoreRow: @self changed.
// expect:   row 1 done false
// expect: ChoreRow: @self changed.
// expect:   row 2 done false
:tap "Finish 2"
// expect: ChoreRow: @dependencies changed.
// expect:   row 2 done true
:tap "Rename 1"
:tap "Print titles"
// expect: ["Pots", "Laundry"]
:tap "Undo 2"
// expect: ChoreRow: @dependencies changed.
// expect:   row 2 done false
