// Follows Apple's `LazyHStack` page (https://developer.apple.com/documentation/swiftui/lazyhstack): a lazy horizontal
// stack inside a horizontal ScrollView, which creates items only when it needs to render them onscreen. Own code: a
// bar of filter chips, each with its own on/off @State.
// - Rules §1.5: lazy stacks make the items near the visible area; two short chips fit on an iPhone screen, so each
//   inserted chip is made at once. Nothing here depends on items off screen.
// - Chips are identified by their title (`id: \.self`, rules §1.2). Inserting a chip before another keeps the other
//   chip's node and @State; removing a chip destroys its node (its onDisappear runs after the update) and adding it
//   back makes a new node with fresh @State (rules §1.2, §1.4, §11.1).
// - The Add buttons refuse a title already shown, so no two chips share an id; a refused tap writes nothing and
//   runs nothing (rules §0.2).
import SwiftUI

struct FilterChip: View {
    let title: String
    @State private var isOn = false

    var body: some View {
        let _ = print("FilterChip body \(title), on \(isOn)")
        Button("\(title) \(isOn ? "on" : "off")") {
            isOn.toggle()
        }
        .onDisappear {
            print("FilterChip gone \(title)")
        }
    }
}

struct FilterBar: View {
    @State private var filters = ["Open now"]

    var body: some View {
        let _ = print("FilterBar body: \(filters.joined(separator: " | "))")
        VStack {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 6) {
                    ForEach(filters, id: \.self) { title in
                        FilterChip(title: title)
                    }
                }
            }
            Button("Add Cheap") {
                if !filters.contains("Cheap") {
                    filters.insert("Cheap", at: 0)
                }
            }
            Button("Add Open now") {
                if !filters.contains("Open now") {
                    filters.append("Open now")
                }
            }
            Button("Remove Open now") {
                filters.removeAll { $0 == "Open now" }
            }
        }
    }
}

:mount FilterBar()
// expect: FilterBar body: Open now
// expect: FilterChip body Open now, on false
:tap "Open now off"
// expect: FilterChip body Open now, on true
:tap "Add Cheap"
// expect: FilterBar body: Cheap | Open now
// expect: FilterChip body Cheap, on false
:tap "Add Cheap"
:tap "Cheap off"
// expect: FilterChip body Cheap, on true
:tap "Open now on"
// expect: FilterChip body Open now, on false
:tap "Open now off"
// expect: FilterChip body Open now, on true
:tap "Remove Open now"
// expect: FilterBar body: Cheap
// expect: FilterChip gone Open now
:tap "Add Open now"
// expect: FilterBar body: Cheap | Open now
// expect: FilterChip body Open now, on false
:tap "Cheap on"
// expect: FilterChip body Cheap, on false
