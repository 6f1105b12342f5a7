// Reddit r/SwiftUI style (array of classes mutated in place does not refresh): a @Published array of class instances does not publish when an element's property changes; an array of structs does (rules §6.3, §6.5, §10.1)
import SwiftUI
import Combine

final class ChoreRef: Identifiable {
    let id: Int
    var title: String
    var done = false
    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

struct ChoreValue: Identifiable {
    let id: Int
    var title: String
    var done = false
}

final class ChoreStore: ObservableObject {
    @Published var refs: [ChoreRef] = [ChoreRef(id: 1, title: "Dishes"), ChoreRef(id: 2, title: "Laundry")]
    @Published var values: [ChoreValue] = [ChoreValue(id: 1, title: "Dishes"), ChoreValue(id: 2, title: "Laundry")]
}

struct ChoresView: View {
    @StateObject private var store = ChoreStore()
    var body: some View {
        let _ = print("ChoresView body refs \(store.refs.filter(\.done).count) values \(store.values.filter(\.done).count)")
        List {
            Button("Finish ref") {
                store.refs[0].done = true
                print("ref done: \(store.refs[0].done)")
            }
            Button("Finish value") { store.values[0].done = true }
            ForEach(store.values) { chore in
                Text("\(chore.title) \(chore.done ? "done" : "open")")
            }
        }
    }
}

:mount ChoresView()
// expect: ChoresView body refs 0 values 0
:tap "Finish ref"
// expect: ref done: true
:tap "Finish value"
// expect: ChoresView body refs 1 values 1
