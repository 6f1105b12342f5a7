// Apple, "Bindable" / Kodeco "Observation" tutorials (rows of @Observable objects, each row with @Bindable); rules §8.3, §8.4, §8.5, §2.5, §2.8: a toggle re-runs the list that counts and that one row
import SwiftUI

@Observable
final class Chore: Identifiable {
    let id: Int
    var title: String
    var isDone = false

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

@Observable
final class ChoreStore {
    var chores = [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry"), Chore(id: 3, title: "Vacuum")]
}

struct ChoreRow: View {
    @Bindable var chore: Chore

    var body: some View {
        let _ = print("ChoreRow body: \(chore.title)")
        Toggle(chore.title, isOn: $chore.isDone)
    }
}

struct ChoresView: View {
    @State private var store = ChoreStore()

    var body: some View {
        let doneCount = store.chores.filter(\.isDone).count
        let _ = print("ChoresView body: \(doneCount) of \(store.chores.count) done")
        List {
            ForEach(store.chores) { chore in
                ChoreRow(chore: chore)
            }
        }
    }
}

:mount ChoresView()
:toggle "Laundry"
:toggle "Vacuum"
:toggle "Laundry"

// expect: ChoresView body: 0 of 3 done
// expect: ChoreRow body: Dishes
// expect: ChoreRow body: Laundry
// expect: ChoreRow body: Vacuum
// expect: ChoresView body: 1 of 3 done
// expect: ChoreRow body: Laundry
// expect: ChoresView body: 2 of 3 done
// expect: ChoreRow body: Vacuum
// expect: ChoresView body: 1 of 3 done
// expect: ChoreRow body: Laundry
