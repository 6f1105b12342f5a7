// Toggles bound to array elements with ForEach($chores) { $chore in }, a section header counting the
// done ones, onDelete with remove(atOffsets:), and an EditButton in the toolbar.
// Expected: each toggle writes through its element binding (rules §15.1); deleting a done chore lowers
// the count (rules §15.2); onChange prints old and new.
import SwiftUI

struct Chore: Identifiable {
    let id = UUID()
    var title: String
    var isDone = false
}

struct ChoreList: View {
    @State private var chores = [
        Chore(title: "Dishes"),
        Chore(title: "Laundry"),
        Chore(title: "Vacuum"),
    ]

    private var doneCount: Int {
        chores.filter(\.isDone).count
    }

    var body: some View {
        NavigationStack {
            List {
                Section("\(doneCount) of \(chores.count) done") {
                    ForEach($chores) { $chore in
                        Toggle(chore.title, isOn: $chore.isDone)
                    }
                    .onDelete { chores.remove(atOffsets: $0) }
                }
            }
            .navigationTitle("Chores")
            .toolbar { EditButton() }
        }
        .onChange(of: doneCount) { old, new in
            print("done \(old) -> \(new)")
        }
    }
}

:mount ChoreList()
:toggle "Dishes"
:toggle "Vacuum"
:delete "Dishes"
:toggle "Vacuum"

// expect: done 0 -> 1
// expect: done 1 -> 2
// expect: done 2 -> 1
// expect: done 1 -> 0
