// Stack Overflow answer style: `ForEach($store.items) { $item in Toggle(...) }` with an `ObservableObject` store
// What SwiftUI does: `$store.items` through `ObservedObject.Wrapper` and the row's `$item.isPacked` write the element
// back into the `@Published` array (rules §9.2, §15.1), which sends `objectWillChange`. Every view observing the store
// runs again, parent first (rules §6.5, §2.8): the root through its `@StateObject` (rules §4.4), the list and its
// summary through `@ObservedObject` (rules §5.1).
// Sources: rules §2.8, §4.4, §5.1, §6.5, §9.2, §15.1; https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)
import SwiftUI
import Combine

struct GearItem: Identifiable {
    let id: Int
    var name: String
    var isPacked = false
}

final class PackingStore: ObservableObject {
    @Published var items = [
        GearItem(id: 1, name: "Tent"),
        GearItem(id: 2, name: "Stove"),
        GearItem(id: 3, name: "Headlamp"),
    ]
}

struct PackedSummary: View {
    @ObservedObject var store: PackingStore

    var body: some View {
        let packed = store.items.filter(\.isPacked).count
        let _ = print("PackedSummary body: \(packed)/\(store.items.count)")
        Text("\(packed) of \(store.items.count) packed")
    }
}

struct PackingList: View {
    @ObservedObject var store: PackingStore

    var body: some View {
        let _ = print("PackingList body")
        VStack {
            PackedSummary(store: store)
            List {
                ForEach($store.items) { $item in
                    Toggle(item.name, isOn: $item.isPacked)
                }
            }
        }
    }
}

struct TripRoot: View {
    @StateObject private var store = PackingStore()

    var body: some View {
        let _ = print("TripRoot body")
        PackingList(store: store)
    }
}

:mount TripRoot()
// expect: TripRoot body
// expect: PackingList body
// expect: PackedSummary body: 0/3
:toggle "Tent"
// expect: TripRoot body
// expect: PackingList body
// expect: PackedSummary body: 1/3
:toggle "Headlamp"
// expect: TripRoot body
// expect: PackingList body
// expect: PackedSummary body: 2/3
