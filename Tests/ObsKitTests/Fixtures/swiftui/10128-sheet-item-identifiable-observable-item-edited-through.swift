// what's-new style: `.sheet(item:)` with an Identifiable @Observable item edited through @Bindable in the sheet; the list row that read the item re-runs, the board whose body never read `editing` does not; `:dismiss` sets the item to nil and runs onDismiss (rules §13.1, §8.3, §8.5, §3.5)
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
        let _ = print("ChoreRow body: \(chore.title) done=\(chore.done)")
        Text(chore.done ? "\(chore.title) ✓" : chore.title)
    }
}

struct ChoreEditor: View {
    @Bindable var chore: Chore

    var body: some View {
        Form {
            TextField("Title", text: $chore.title)
            Toggle("Done", isOn: $chore.done)
        }
        .onAppear { print("editor appeared: \(chore.title)") }
    }
}

struct ChoreBoard: View {
    @State private var chores = [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry")]
    @State private var editing: Chore?

    var body: some View {
        let _ = print("ChoreBoard body")
        VStack {
            ForEach(chores) { chore in
                ChoreRow(chore: chore)
                Button("Edit") { editing = chore }
            }
        }
        .sheet(item: $editing, onDismiss: { print("sheet dismissed") }) { chore in
            ChoreEditor(chore: chore)
        }
    }
}

:mount ChoreBoard()
// expect: ChoreBoard body
// expect: ChoreRow body: Dishes done=false
// expect: ChoreRow body: Laundry done=false
:tap "Edit" 1
// expect: editor appeared: Dishes
:type "!" into "Title"
// expect: ChoreRow body: Dishes! done=false
:toggle "Done"
// expect: ChoreRow body: Dishes! done=true
:dismiss
// expect: sheet dismissed
:tap "Edit" 2
// expect: editor appeared: Laundry
