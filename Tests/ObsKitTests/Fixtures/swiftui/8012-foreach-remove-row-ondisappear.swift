// SwiftUI from Apple's documentation: removing an element from a ForEach's data removes only that row; only its onDisappear runs
// Apple, ForEach (https://developer.apple.com/documentation/swiftui/foreach): views are computed "from an underlying collection of
// identified data"; rows are matched by id, so the rows whose ids remain are the same views (their state survives).
// Apple, View.onDisappear(perform:): "Adds an action to perform after this view disappears."
import SwiftUI

struct Chore: Identifiable {
    let id: String
}

struct ChoreRow: View {
    let chore: Chore
    @State private var done = false

    var body: some View {
        Button("\(chore.id) \(done ? "done" : "todo")") { done.toggle() }
            .onDisappear { print("\(chore.id) disappeared") }
    }
}

struct ChoreList: View {
    @State private var chores = [Chore(id: "Dishes"), Chore(id: "Laundry"), Chore(id: "Trash")]

    var body: some View {
        VStack {
            Button("Remove Dishes") { chores.removeAll { $0.id == "Dishes" } }
            ForEach(chores) { chore in
                ChoreRow(chore: chore)
            }
        }
    }
}

:mount ChoreList()
:tap "Laundry todo"
:tap "Remove Dishes"
// expect: Dishes disappeared
:tap "Laundry done"
:tap "Trash todo"
:tap "Remove Dishes"
