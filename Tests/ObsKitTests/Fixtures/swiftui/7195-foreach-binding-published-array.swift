// A chore list: a `@Published` array of structs edited row by row through `ForEach($viewModel.chores) { $chore in }`,
// with a `didSet` on the array, as tutorials from the iOS 15 "bindings to collection elements" era write it.
// What SwiftUI does: each row gets a binding to its element; a toggle writes back through the whole chain, so the
// array's setter runs: `objectWillChange`, the store, `didSet` (rules §15.1, §9.2, §15.6). The list's owner runs its
// body once per action (rules §10.1): "Mark all done" writes the array three times (three `didSet`s, the first an
// equal value, which `@Published` does not filter, rules §6.3) but gives one body.
// Sources: rules §6.3, §9.2, §10.1, §15.1, §15.6; https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)
// https://developer.apple.com/videos/play/wwdc2021/10018/
import SwiftUI
import Combine

struct Chore: Identifiable {
    let id: Int
    var title: String
    var isDone = false
}

final class ChoreListViewModel: ObservableObject {
    @Published var chores: [Chore] = [
        Chore(id: 1, title: "Dishes"),
        Chore(id: 2, title: "Laundry"),
        Chore(id: 3, title: "Vacuum"),
    ] {
        didSet { print("chores didSet: \(doneCount) done") }
    }

    var doneCount: Int { chores.filter { $0.isDone }.count }

    init() { print("ChoreListViewModel init") }
}

struct ChoreListView: View {
    @StateObject private var viewModel = ChoreListViewModel()

    var body: some View {
        let _ = print("ChoreListView body: \(viewModel.doneCount) of \(viewModel.chores.count) done")
        List {
            ForEach($viewModel.chores) { $chore in
                Toggle(chore.title, isOn: $chore.isDone)
            }
            Button("Mark all done") {
                for index in viewModel.chores.indices {
                    viewModel.chores[index].isDone = true
                }
            }
            Button("Add chore") {
                let next = viewModel.chores.count + 1
                viewModel.chores.append(Chore(id: next, title: "Chore \(next)"))
            }
        }
    }
}

:mount ChoreListView()
// expect: ChoreListViewModel init
// expect: ChoreListView body: 0 of 3 done
:toggle "Dishes"
// expect: chores didSet: 1 done
// expect: ChoreListView body: 1 of 3 done
:tap "Mark all done"
// expect: chores didSet: 1 done
// expect: chores didSet: 2 done
// expect: chores didSet: 3 done
// expect: ChoreListView body: 3 of 3 done
:tap "Add chore"
// expect: chores didSet: 3 done
// expect: ChoreListView body: 3 of 4 done
:toggle "Chore 4"
// expect: chores didSet: 4 done
// expect: ChoreListView body: 4 of 4 done
