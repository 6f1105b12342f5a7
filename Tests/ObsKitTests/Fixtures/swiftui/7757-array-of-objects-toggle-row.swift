// Observation in depth: an array of @Observable objects, each row reading one element's property
// A row that reads `errand.isDone` depends on that element only; the list's body read the array, not the elements'
// properties, so toggling one errand re-runs that row alone (rules §8, §8.5: `$errand.isDone` reads `isDone`).
// Appending changes `errands`: the list runs, old rows get the same object (compared by identity, §2.3) and skip
// their bodies (§2.7), the new row runs (§1.2).
import SwiftUI

@Observable
final class Errand: Identifiable {
    let id: Int
    var title: String
    var isDone = false

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

@Observable
final class ErrandStore {
    var errands = [Errand(id: 1, title: "Post office"), Errand(id: 2, title: "Bakery")]
}

struct ErrandRow: View {
    @Bindable var errand: Errand

    var body: some View {
        let _ = print("row \(errand.title): \(errand.isDone ? "done" : "open")")
        Toggle(errand.title, isOn: $errand.isDone)
    }
}

struct ErrandList: View {
    @State private var store = ErrandStore()

    var body: some View {
        let _ = print("list: \(store.errands.count) errands")
        VStack {
            ForEach(store.errands) { errand in
                ErrandRow(errand: errand)
            }
            Button("Add bank") {
                store.errands.append(Errand(id: 3, title: "Bank"))
            }
        }
    }
}

:mount ErrandList()
// expect: list: 2 errands
// expect: row Post office: open
// expect: row Bakery: open
:toggle "Bakery"
// expect: row Bakery: done
:tap "Add bank"
// expect: list: 3 errands
// expect: row Bank: open
:toggle "Post office"
// expect: row Post office: done
