// Stack Overflow style: "sheet(item:) shows the right book, sheet(isPresented:) shows stale data" (Identifiable item).
// `sheet(item:onDismiss:content:)` presents when the item becomes non-nil and only then builds its content, with
// the unwrapped item; dismissal sets the binding back to nil, then calls onDismiss (rules §13.1, Apple
// `view/sheet(item:ondismiss:content:)`). The presented view's body runs before its onAppear (rules §10.3, §11.1).
// Shelf never reads `selectedBook` in its body, so nothing of Shelf is asserted here.
import SwiftUI

struct Book: Identifiable {
    let id: Int
    let title: String
}

struct BookDetail: View {
    let book: Book

    var body: some View {
        let _ = print("BookDetail body: \(book.title)")
        VStack {
            Text(book.title)
            Text("Book #\(book.id)")
        }
        .onAppear { print("BookDetail appeared: \(book.title)") }
    }
}

struct Shelf: View {
    @State private var selectedBook: Book?
    private let books = [Book(id: 1, title: "Dune"), Book(id: 2, title: "Emma")]

    var body: some View {
        List(books) { book in
            Button(book.title) {
                print("tapped \(book.title)")
                selectedBook = book
            }
        }
        .sheet(item: $selectedBook, onDismiss: {
            print("onDismiss, selection is \(selectedBook?.title ?? "nil")")
        }) { book in
            BookDetail(book: book)
        }
    }
}

:mount Shelf()
:tap "Dune"
// expect: tapped Dune
// expect: BookDetail body: Dune
// expect: BookDetail appeared: Dune
:dismiss
// expect: onDismiss, selection is nil
:tap "Emma"
// expect: tapped Emma
// expect: BookDetail body: Emma
// expect: BookDetail appeared: Emma
:dismiss
// expect: onDismiss, selection is nil
