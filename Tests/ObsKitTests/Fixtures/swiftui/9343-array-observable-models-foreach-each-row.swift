// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/bindable (an array of @Observable models in a ForEach, each row editing its model through @Bindable: a toggle re-renders only that row)
// Bindable "supports creating bindings to the mutable properties of observable objects" (the page's BookEditView
// uses `$book.isAvailable` with a Toggle). Each row's body reads its own chore's title and done flag, so only that
// row depends on them; the list screen reads the array and its count, not the chores' properties.
// - Mount: the screen, then both rows.
// - Toggle "Laundry": only the Laundry row's body runs.
// - "Add chore": the array changed: the screen's body runs and the new row is made; the old rows hold the same
//   objects, so their bodies don't run.
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

@Observable
final class ChoreList {
    var chores = [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry")]
}

struct ChoreRow: View {
    @Bindable var chore: Chore

    var body: some View {
        let _ = print("row \(chore.title): done \(chore.done)")
        Toggle(chore.title, isOn: $chore.done)
    }
}

struct ChoreScreen: View {
    @State private var list = ChoreList()

    var body: some View {
        let _ = print("screen body: \(list.chores.count) chores")
        VStack {
            ForEach(list.chores) { chore in
                ChoreRow(chore: chore)
            }
            Button("Add chore") { list.chores.append(Chore(id: 3, title: "Vacuum")) }
        }
    }
}

:mount ChoreScreen()
// expect: screen body: 2 chores
// expect: row Dishes: done false
// expect: row Laundry: done false
:toggle "Laundry"
// expect: row Laundry: done true
:tap "Add chore"
// expect: screen body: 3 chores
// expect: row Vacuum: done false
