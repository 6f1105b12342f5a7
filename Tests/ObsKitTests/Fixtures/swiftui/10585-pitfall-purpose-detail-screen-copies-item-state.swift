// everyday app screens style: PITFALL ON PURPOSE, a detail screen that copies its item into @State: the favourite toggle edits the detail's private copy, the shelf behind it never changes, and the next push starts from the shelf's value again; the fixed detail binds into the @Observable shelf with @Bindable and the list runs (rules §3.2, §1.4, §8.5, §14.3)
import SwiftUI

struct Book: Identifiable {
    let id: Int
    let title: String
    var isFavorite = false
}

@Observable
final class Shelf {
    var books = [Book(id: 1, title: "Emma"), Book(id: 2, title: "Ulysses")]
    init() { print("Shelf init") }
}

struct BookDetail: View {
    @State var book: Book

    var body: some View {
        let _ = print("BookDetail body: \(book.title) favorite=\(book.isFavorite)")
        Toggle("Favorite", isOn: $book.isFavorite)
    }
}

struct ShelfView: View {
    @State private var shelf = Shelf()

    var body: some View {
        let _ = print("ShelfView body: favorites=\(shelf.books.filter { $0.isFavorite }.map(\.title))")
        NavigationStack {
            List(shelf.books) { book in
                NavigationLink(book.title, value: book.id)
            }
            .navigationDestination(for: Int.self) { id in
                BookDetail(book: shelf.books.first { $0.id == id }!)
            }
        }
    }
}

struct BoundBookDetail: View {
    @Bindable var shelf: Shelf
    let index: Int

    var body: some View {
        let _ = print("BoundBookDetail body: \(shelf.books[index].title) favorite=\(shelf.books[index].isFavorite)")
        Toggle("Favorite", isOn: $shelf.books[index].isFavorite)
    }
}

struct FixedShelfView: View {
    @State private var shelf = Shelf()

    var body: some View {
        let _ = print("FixedShelfView body: favorites=\(shelf.books.filter { $0.isFavorite }.map(\.title))")
        NavigationStack {
            List(shelf.books) { book in
                NavigationLink(book.title, value: book.id)
            }
            .navigationDestination(for: Int.self) { id in
                BoundBookDetail(shelf: shelf, index: shelf.books.firstIndex { $0.id == id }!)
            }
        }
    }
}

:mount ShelfView()
// expect: Shelf init
// expect: ShelfView body: favorites=[]
:tap "Emma"
// expect: BookDetail body: Emma favorite=false
:toggle "Favorite"
// expect: BookDetail body: Emma favorite=true
:back
:tap "Emma"
// expect: BookDetail body: Emma favorite=false
:unmount
:mount FixedShelfView()
// expect: Shelf init
// expect: FixedShelfView body: favorites=[]
:tap "Emma"
// expect: BoundBookDetail body: Emma favorite=false
:toggle "Favorite"
// expect: FixedShelfView body: favorites=["Emma"]
// expect: BoundBookDetail body: Emma favorite=true
:back
:tap "Emma"
// expect: BoundBookDetail body: Emma favorite=true
