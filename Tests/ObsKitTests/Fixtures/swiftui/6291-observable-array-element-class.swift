// "I change a property of a class inside my @Observable array and only that row updates (or nothing)": with @Observable elements each row tracks its own element's properties; the list re-runs only when the array itself changes (SEMANTICS §8 per-property tracking, "ForEach row builder ⇒ that row's attribute", §2 a row with the same reference is not re-run; Apple: migrating to the Observable macro)
import SwiftUI
import Observation

@Observable
final class Chore: Identifiable {
    let title: String
    var done = false

    var id: String { title }

    init(title: String) {
        self.title = title
    }
}

@Observable
final class ChoreList {
    var chores = [Chore(title: "Dishes"), Chore(title: "Laundry")]
}

struct ChoreRow: View {
    let chore: Chore

    var body: some View {
        let _ = print("row \(chore.title): \(chore.done ? "done" : "open")")
        Button("Finish \(chore.title)") { chore.done = true }
    }
}

struct ChoreScreen: View {
    @State private var list = ChoreList()

    var body: some View {
        let _ = print("screen: \(list.chores.count) chores")
        VStack {
            ForEach(list.chores) { chore in
                ChoreRow(chore: chore)
            }
            Button("Add Vacuum") { list.chores.append(Chore(title: "Vacuum")) }
        }
    }
}

:mount ChoreScreen()
:tap "Finish Laundry"
:tap "Add Vacuum"

// expect: screen: 2 chores
// expect: row Dishes: open
// expect: row Laundry: open
// expect: row Laundry: done
// expect: screen: 3 chores
// expect: row Vacuum: open
