// SwiftUI from a community tutorial: https://dev.to/sebastienlato/swiftui-view-identity-lifecycle-why-views-recreate-state-resets-3afm (ForEach identity: a row's @State follows a stable id when a row is inserted above it, but follows the position when rows are identified by index)
// The post: "If SwiftUI thinks a view is the same identity -> state is preserved", "Identity must be stable and
// predictable", and ForEach rows are identified by their data's id. Apple's ForEach page: the id "uniquely identifies"
// each row. With `ForEach(items)` (Identifiable, stable ids) an expanded Beta stays expanded after an insert at the top;
// with `ForEach(items.indices, id: \.self)` the expanded state stays at index 1, which now shows Alpha.
// - Stable ids: expand Beta, insert at the top, collapse "Beta open". Indices: the same, and Alpha is the open one.
import SwiftUI

struct Item: Identifiable {
    let id: Int
    let title: String
}

struct Row: View {
    let item: Item
    @State private var isExpanded = false

    var body: some View {
        Button("\(item.title) \(isExpanded ? "open" : "closed")") {
            isExpanded.toggle()
            print("\(item.title) expanded: \(isExpanded)")
        }
    }
}

struct StableList: View {
    @State private var items = [Item(id: 1, title: "Alpha"), Item(id: 2, title: "Beta")]

    var body: some View {
        VStack {
            Button("Insert at top") {
                items.insert(Item(id: items.count + 1, title: "New \(items.count + 1)"), at: 0)
                print("inserted \(items[0].title)")
            }
            ForEach(items) { item in
                Row(item: item)
            }
        }
    }
}

struct IndexList: View {
    @State private var items = [Item(id: 1, title: "Alpha"), Item(id: 2, title: "Beta")]

    var body: some View {
        VStack {
            Button("Insert at top") {
                items.insert(Item(id: items.count + 1, title: "New \(items.count + 1)"), at: 0)
                print("inserted \(items[0].title)")
            }
            ForEach(items.indices, id: \.self) { index in
                Row(item: items[index])
            }
        }
    }
}

:mount StableList()
:tap "Beta closed"
// expect: Beta expanded: true
:tap "Insert at top"
// expect: inserted New 3
:tap "Beta open"
// expect: Beta expanded: false
:mount IndexList()
:tap "Beta closed"
// expect: Beta expanded: true
:tap "Insert at top"
// expect: inserted New 3
:tap "Alpha open"
// expect: Alpha expanded: false
