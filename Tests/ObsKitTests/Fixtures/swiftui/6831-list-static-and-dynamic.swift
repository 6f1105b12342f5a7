// Follows Apple's `List` page (https://developer.apple.com/documentation/swiftui/list): a List's content can be
// static views ("In its simplest form, a List creates its contents statically") and, more commonly, rows made from
// data with ForEach; here both in one List. Own code: a favourites screen with a static title row, the favourites
// from a ForEach, and a static notes row after them.
// - The static rows are known by their place in the List's content, not by their position on screen (rules §1.1):
//   the notes row keeps its node and @State when the ForEach before it grows, though it is then one row further
//   down. Its struct is made in the parent's body at every run (rules §2.6), and it skips its body while its value
//   is equal (rules §2.5, §2.7).
// - Adding a favourite makes one row in the ForEach (rules §1.2), whose body runs after the parent's (rules §2.8).
// - The notes row prints from its init and its action; the ForEach rows from their bodies. The script starts with
//   one favourite, so each update makes at most one row.
import SwiftUI

struct FavoriteRow: View {
    let name: String

    var body: some View {
        let _ = print("FavoriteRow body \(name)")
        Label(name, systemImage: "star")
    }
}

struct NotesRow: View {
    @State private var edits = 0

    init() {
        print("NotesRow init")
    }

    var body: some View {
        Button("Notes: \(edits) edits") {
            edits += 1
            print("notes edited")
        }
    }
}

struct FavoritesView: View {
    @State private var favorites = ["Tea"]

    var body: some View {
        let _ = print("FavoritesView body: \(favorites.joined(separator: ", "))")
        List {
            Text("My favourites")
                .font(.headline)
            ForEach(favorites, id: \.self) { name in
                FavoriteRow(name: name)
            }
            NotesRow()
            Button("Add Coffee") {
                if !favorites.contains("Coffee") {
                    favorites.append("Coffee")
                }
            }
            Button("Add Cocoa") {
                if !favorites.contains("Cocoa") {
                    favorites.insert("Cocoa", at: 0)
                }
            }
        }
    }
}

:mount FavoritesView()
// expect: FavoritesView body: Tea
// expect: NotesRow init
// expect: FavoriteRow body Tea
:tap "Notes: 0 edits"
// expect: notes edited
:tap "Add Coffee"
// expect: FavoritesView body: Tea, Coffee
// expect: NotesRow init
// expect: FavoriteRow body Coffee
:tap "Notes: 1 edits"
// expect: notes edited
:tap "Add Cocoa"
// expect: FavoritesView body: Cocoa, Tea, Coffee
// expect: NotesRow init
// expect: FavoriteRow body Cocoa
:tap "Notes: 2 edits"
// expect: notes edited
