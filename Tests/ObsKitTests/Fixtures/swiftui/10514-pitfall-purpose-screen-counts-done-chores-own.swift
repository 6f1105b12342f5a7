// Observation in depth style: PITFALL, on purpose: the screen counts done chores in its own body, reading every chore's done, so ticking any chore re-runs the whole screen; moving the count into a small subview leaves the screen alone (rules §8.3, §8.4, §2.6)
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
    var chores = [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry"), Chore(id: 3, title: "Plants")]
}

struct ChoreRow: View {
    let chore: Chore

    var body: some View {
        let _ = print("ChoreRow body: \(chore.title)")
        Button(chore.done ? "Undo \(chore.title)" : "Do \(chore.title)") { chore.done.toggle() }
    }
}

struct ChoresScreen: View {
    @State private var list = ChoreList()

    var body: some View {
        let doneCount = list.chores.filter { $0.done }.count
        let _ = print("ChoresScreen body: \(doneCount) done")
        VStack {
            Text("\(doneCount) of \(list.chores.count) done")
            ForEach(list.chores) { chore in
                ChoreRow(chore: chore)
            }
        }
    }
}

struct DoneCounter: View {
    let list: ChoreList

    var body: some View {
        let doneCount = list.chores.filter { $0.done }.count
        let _ = print("DoneCounter body: \(doneCount) done")
        Text("\(doneCount) of \(list.chores.count) done")
    }
}

struct ChoresScreenFixed: View {
    @State private var list = ChoreList()

    var body: some View {
        let _ = print("ChoresScreenFixed body")
        VStack {
            DoneCounter(list: list)
            ForEach(list.chores) { chore in
                ChoreRow(chore: chore)
            }
        }
    }
}

:mount ChoresScreen()
// expect: ChoresScreen body: 0 done
// expect: ChoreRow body: Dishes
// expect: ChoreRow body: Laundry
// expect: ChoreRow body: Plants
:tap "Do Dishes"
// expect: ChoresScreen body: 1 done
// expect: ChoreRow body: Dishes
:tap "Do Plants"
// expect: ChoresScreen body: 2 done
// expect: ChoreRow body: Plants
:mount ChoresScreenFixed()
// expect: ChoresScreenFixed body
// expect: DoneCounter body: 0 done
// expect: ChoreRow body: Dishes
// expect: ChoreRow body: Laundry
// expect: ChoreRow body: Plants
:tap "Do Dishes"
// expect: DoneCounter body: 1 done
// expect: ChoreRow body: Dishes
:tap "Undo Dishes"
// expect: DoneCounter body: 0 done
// expect: ChoreRow body: Dishes
