// Apple docs `Menu` (the "Add Bookmark" example with `primaryAction:`): a tap runs the primary action instead of opening the menu.
// Apple's page: with a primary action, a tap performs it and a long press opens the menu (rules §15.9). So
// `:tap "Add Bookmark"` adds a bookmark each time, and the menu's items never come on screen: there is no command
// for a long press, and tapping an item is an error. The body reads the count, so each primary action runs it once.
import SwiftUI

struct BookmarksButton: View {
    @State private var bookmarks: [String] = []

    var body: some View {
        let _ = print("body: \(bookmarks.count) bookmarks")
        Menu {
            Button(action: addCurrentTabToReadingList) {
                Label("Add to Reading List", systemImage: "eyeglasses")
            }
            Button(action: bookmarkAll) {
                Label("Add Bookmarks for All Tabs", systemImage: "book")
            }
            Button(action: show) {
                Label("Show All Bookmarks", systemImage: "books.vertical")
            }
        } label: {
            Label("Add Bookmark", systemImage: "book")
        } primaryAction: {
            addBookmark()
        }
    }

    func addBookmark() {
        print("addBookmark")
        bookmarks.append("Page \(bookmarks.count + 1)")
    }
    func addCurrentTabToReadingList() { print("reading list") }
    func bookmarkAll() { print("bookmark all") }
    func show() { print("show \(bookmarks)") }
}

:mount BookmarksButton()
// expect: body: 0 bookmarks
:tap "Add Bookmark"
// expect: addBookmark
// expect: body: 1 bookmarks
:tap "Add Bookmark"
// expect: addBookmark
// expect: body: 2 bookmarks
:tap "Show All Bookmarks"
// expect-error: no visible button labelled "Show All Bookmarks"
