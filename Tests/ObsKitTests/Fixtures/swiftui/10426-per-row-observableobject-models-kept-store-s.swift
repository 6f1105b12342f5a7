// Swift with Majid style: per-row ObservableObject models kept in a store's @Published array; a swipe deletes a row through onDelete, and its model deinits when the row's node goes (nothing else holds it), while counting in another row runs only that row (rules §15.2, §5.2, §1.4, §6.5)
import SwiftUI

final class TallyModel: ObservableObject, Identifiable {
    let id: Int
    let name: String
    @Published var count = 0

    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }

    deinit { print("TallyModel deinit \(name)") }
}

final class TallyStore: ObservableObject {
    @Published var tallies = [TallyModel(id: 1, name: "Birds"), TallyModel(id: 2, name: "Bees"), TallyModel(id: 3, name: "Bats")]
}

struct TallyRow: View {
    @ObservedObject var tally: TallyModel

    var body: some View {
        let _ = print("TallyRow body: \(tally.name) \(tally.count)")
        HStack {
            Text(tally.name)
            Button("Count \(tally.name)") { tally.count += 1 }
        }
    }
}

struct TallyList: View {
    @StateObject private var store = TallyStore()

    var body: some View {
        let _ = print("TallyList body: \(store.tallies.count) tallies")
        List {
            ForEach(store.tallies) { tally in
                TallyRow(tally: tally)
            }
            .onDelete { offsets in
                store.tallies.remove(atOffsets: offsets)
            }
        }
    }
}

:mount TallyList()
// expect: TallyList body: 3 tallies
// expect: TallyRow body: Birds 0
// expect: TallyRow body: Bees 0
// expect: TallyRow body: Bats 0
:tap "Count Bats"
// expect: TallyRow body: Bats 1
:delete "Bees"
// expect: TallyList body: 2 tallies
// expect: TallyModel deinit Bees
:tap "Count Bats"
// expect: TallyRow body: Bats 2
:unmount
// expect: TallyModel deinit Birds
// expect: TallyModel deinit Bats
