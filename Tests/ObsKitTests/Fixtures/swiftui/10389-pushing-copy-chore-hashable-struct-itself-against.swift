// cookbook style: pushing a copy of a chore (the Hashable struct itself) against pushing its id and looking it up in an ObservableObject store: toggling on the live page runs the root and the live page; the copy page below keeps what it was pushed with (its value from the route is equal, so no body), and a new push from the root carries the new value (rules §15.12, §2.1, §6.5, §5.1)
import SwiftUI

struct Chore: Identifiable, Hashable {
    let id: Int
    var title: String
    var done = false
}

final class ChoreStore: ObservableObject {
    @Published var chores = [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry")]
}

struct ChoreCopyPage: View {
    let chore: Chore

    var body: some View {
        let _ = print("ChoreCopyPage body: \(chore.title) done=\(chore.done)")
        VStack {
            Text(chore.title)
            NavigationLink("Open live", value: chore.id)
        }
    }
}

struct ChoreLivePage: View {
    let id: Int
    @ObservedObject var store: ChoreStore

    var body: some View {
        let chore = store.chores.first { $0.id == id }!
        let _ = print("ChoreLivePage body: \(chore.title) done=\(chore.done)")
        Button("Toggle done") {
            if let i = store.chores.firstIndex(where: { $0.id == id }) {
                store.chores[i].done.toggle()
            }
        }
    }
}

struct ChoresRoot: View {
    @StateObject private var store = ChoreStore()

    var body: some View {
        let _ = print("ChoresRoot body: \(store.chores.filter(\.done).count) done")
        NavigationStack {
            List {
                ForEach(store.chores) { chore in
                    NavigationLink("Copy of \(chore.title)", value: chore)
                }
            }
            .navigationDestination(for: Chore.self) { chore in
                ChoreCopyPage(chore: chore)
            }
            .navigationDestination(for: Int.self) { id in
                ChoreLivePage(id: id, store: store)
            }
        }
    }
}

:mount ChoresRoot()
// expect: ChoresRoot body: 0 done
:tap "Copy of Dishes"
// expect: ChoreCopyPage body: Dishes done=false
:tap "Open live"
// expect: ChoreLivePage body: Dishes done=false
:tap "Toggle done"
// expect: ChoresRoot body: 1 done
// expect: ChoreLivePage body: Dishes done=true
:back
:back
:tap "Copy of Dishes"
// expect: ChoreCopyPage body: Dishes done=true
