// HWS "ContentUnavailableView" style: an empty bookmarks list shows ContentUnavailableView, Add switches the `if` to a List, swipe-deleting the last row switches back and the empty view appears again (rules §1.1, §11.1, §15.2)
import SwiftUI

struct Bookmark: Identifiable {
    let id: Int
    let title: String
}

struct BookmarksView: View {
    @State private var bookmarks: [Bookmark] = []
    @State private var nextID = 1

    var body: some View {
        let _ = print("BookmarksView body: \(bookmarks.count) bookmarks")
        NavigationStack {
            Group {
                if bookmarks.isEmpty {
                    ContentUnavailableView(
                        "No Bookmarks",
                        systemImage: "bookmark",
                        description: Text("Tap Add to save a page.")
                    )
                    .onAppear { print("empty state shown") }
                } else {
                    List {
                        ForEach(bookmarks) { bookmark in
                            Text(bookmark.title)
                        }
                        .onDelete { offsets in
                            bookmarks.remove(atOffsets: offsets)
                        }
                    }
                }
            }
            .navigationTitle("Bookmarks")
            .toolbar {
                Button("Add") {
                    bookmarks.append(Bookmark(id: nextID, title: "Page \(nextID)"))
                    nextID += 1
                }
            }
        }
    }
}

:mount BookmarksView()
// expect: BookmarksView body: 0 bookmarks
// expect: empty state shown
:tap "Add"
// expect: BookmarksView body: 1 bookmarks
:tap "Add"
// expect: BookmarksView body: 2 bookmarks
:delete "Page 1"
// expect: BookmarksView body: 1 bookmarks
:delete "Page 2"
// expect: BookmarksView body: 0 bookmarks
// expect: empty state shown
