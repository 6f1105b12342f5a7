// DisclosureGroup with an isExpanded binding and a Menu of actions with a Picker inside (common in settings
// screens and in Apple's "Menu" docs). Expected: the group's content appears only when expanded (its
// onAppear fires then); a Menu's items are reachable once the menu is opened; picking in the menu's Picker
// sets the sort order.
// Source: https://developer.apple.com/documentation/swiftui/disclosuregroup ;
// https://developer.apple.com/documentation/swiftui/menu
import SwiftUI

enum SortOrder: String, CaseIterable, Identifiable {
    case name = "Name", date = "Date"
    var id: Self { self }
}

struct ContentView: View {
    @State private var showAdvanced = false
    @State private var sortOrder = SortOrder.name
    @State private var log: [String] = []

    var body: some View {
        NavigationStack {
            Form {
                DisclosureGroup("Advanced", isExpanded: $showAdvanced) {
                    Text("Cache size: 12 MB")
                        .onAppear { print("advanced content appeared") }
                }
                Text("Sorted by \(sortOrder.rawValue)")
            }
            .toolbar {
                Menu("Options") {
                    Button("Duplicate") { print("duplicate") }
                    Picker("Sort", selection: $sortOrder) {
                        ForEach(SortOrder.allCases) { order in
                            Text(order.rawValue).tag(order)
                        }
                    }
                }
            }
        }
    }
}

:mount ContentView()
:tap "Advanced"
:tap "Options"
:tap "Duplicate"
:tap "Options"
:pick "Date" in "Sort"
:tree

// expect: advanced content appeared
// expect: duplicate
// expect: ContentView#1
// expect:   NavigationStack
// expect:     Form  .toolbar
// expect:       DisclosureGroup "Advanced" (expanded)
// expect:         Text "Cache size: 12 MB"  .onAppear
// expect:       Text "Sorted by Date"
// expect:     toolbar:
// expect:       Menu "Options"
