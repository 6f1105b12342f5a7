// Follows Apple's Menu, "Primary action" (https://developer.apple.com/documentation/swiftui/menu): a bookmark menu whose tap runs the primary action, beside a sort menu holding a picker
// What SwiftUI does: with `primaryAction:` a tap on the menu runs that action instead of opening the menu (the
// items are reached by a long press, which ObsREPL has no command for); a plain menu opens on a tap, and
// choosing in a picker inside it closes it (Apple `menu`; rules §15.9). The bookmark menu's items are not on
// screen, so tapping one is the error for a button that isn't visible (corpus README: a closed menu).
// Sources: Apple `menu`, `menu/init(content:label:primaryaction:)`; rules §15.3, §15.9.
import SwiftUI

struct BrowserToolbar: View {
    @State private var bookmarks = 0
    @State private var sortOrder = "Name"

    var body: some View {
        VStack {
            Menu {
                Button(action: addToReadingList) {
                    Label("Add to Reading List", systemImage: "eyeglasses")
                }
                Button(action: bookmarkAll) {
                    Label("Add Bookmarks for All Tabs", systemImage: "book")
                }
                Button(action: showAll) {
                    Label("Show All Bookmarks", systemImage: "books.vertical")
                }
            } label: {
                Label("Add Bookmark", systemImage: "book")
            } primaryAction: {
                addBookmark()
            }

            Menu {
                Picker("Sort by", selection: $sortOrder) {
                    Text("Name").tag("Name")
                    Text("Date").tag("Date")
                }
            } label: {
                Label("Sort", systemImage: "arrow.up.arrow.down")
            }
        }
        .onChange(of: sortOrder) { _, order in print("sorted by \(order)") }
    }

    func addBookmark() {
        bookmarks += 1
        print("bookmarks: \(bookmarks)")
    }
    func addToReadingList() { print("reading list") }
    func bookmarkAll() { print("bookmark all") }
    func showAll() { print("show all") }
}

:mount BrowserToolbar()
:tap "Add Bookmark"
// expect: bookmarks: 1
:tap "Add Bookmark"
// expect: bookmarks: 2
:tap "Sort"
:pick "Date" in "Sort by"
// expect: sorted by Date
:tap "Show All Bookmarks"
// expect-error: no visible button labelled "Show All Bookmarks"
