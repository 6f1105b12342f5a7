// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/menu (a "View Options" menu holding a toggle and a picker)
// Menu: a menu's content can be "buttons, toggles, pickers, and other menus"; a toggle in a menu shows as an item with a
// check mark, a picker as a group of items with the selected one checked. Choosing an item performs it and closes
// the menu, so the menu is opened again (by tapping its label) before each choice. The toggle and the picker write
// their bindings as anywhere else; onChange(of:) reports each change.
import SwiftUI

enum SortOrder: String, CaseIterable, Identifiable {
    case name = "Name"
    case date = "Date"
    case size = "Size"
    var id: Self { self }
}

struct FileBrowser: View {
    @State private var showHidden = false
    @State private var sortOrder: SortOrder = .name

    var body: some View {
        VStack {
            Menu("View Options") {
                Toggle("Show Hidden Files", isOn: $showHidden)
                Picker("Sort By", selection: $sortOrder) {
                    ForEach(SortOrder.allCases) { order in
                        Text(order.rawValue).tag(order)
                    }
                }
            }
            Text("Sorted by \(sortOrder.rawValue)")
        }
        .onChange(of: showHidden) { _, newValue in
            print("show hidden: \(newValue)")
        }
        .onChange(of: sortOrder) { oldValue, newValue in
            print("sort: \(oldValue.rawValue) -> \(newValue.rawValue)")
        }
    }
}

:mount FileBrowser()
:tap "View Options"
:toggle "Show Hidden Files"
// expect: show hidden: true
:tap "View Options"
:pick "Date" in "Sort By"
// expect: sort: Name -> Date
:tap "View Options"
:pick "Size" in "Sort By"
// expect: sort: Date -> Size
