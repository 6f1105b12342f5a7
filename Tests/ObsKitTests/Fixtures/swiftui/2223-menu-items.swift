// Issue 13 (B), Menu: its items are not on screen until the menu is opened. `:tap "Label"` on the menu opens
// it; a tap on an item runs the item's action and closes the menu, so the items are gone again. A menu with
// a `primaryAction` runs that action on a tap instead of opening (a long press opens it).
// Source: https://developer.apple.com/documentation/swiftui/menu (section "Primary action": with one, a tap
// performs it and a long press shows the menu), https://developer.apple.com/documentation/swiftui/menu/init(_:content:primaryaction:).
// Rules §3.
import SwiftUI

struct Shelf: View {
    @State private var order = "name"

    var body: some View {
        let _ = print("Shelf body, by", order)
        NavigationStack {
            Text("Sorted by \(order)")
                .toolbar {
                    Menu {
                        Button("By Name") { order = "name" }
                        Button("By Date") { order = "date" }
                    } label: {
                        Label("Sort", systemImage: "arrow.up.arrow.down")
                    }
                    Menu("Share") {
                        Button("Copy Link") { print("copied") }
                    } primaryAction: {
                        print("shared")
                    }
                }
        }
    }
}

:mount Shelf()
:tap "Share"
:tap "Sort"
:tap "By Date"
:tap "By Name"

// expect: Shelf body, by name
// expect: shared
// expect: Shelf body, by date
// expect-error: no visible button labelled "By Name"
