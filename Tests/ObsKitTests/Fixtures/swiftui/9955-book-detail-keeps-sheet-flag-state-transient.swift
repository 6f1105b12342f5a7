// WWDC20 "Data Essentials in SwiftUI" style: a book detail keeps its sheet flag in @State (transient UI state, never read by its body) and hands the editor sheet a @Binding to the book; presenting runs only the sheet, typing runs the detail (it reads the book) and the editor (rules §3.5, §8.7, §9.3, §13.1, §15.12)
import SwiftUI

struct Book {
    var title: String
    var author: String
}

struct BookEditor: View {
    @Binding var book: Book
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let _ = print("BookEditor body: \(book.title)")
        Form {
            TextField("Title", text: $book.title)
            Button("Done") { dismiss() }
        }
    }
}

struct BookCard: View {
    let book: Book

    var body: some View {
        VStack {
            Text(book.title)
            Text(book.author)
        }
    }
}

struct BookDetail: View {
    @State private var book = Book(title: "Emma", author: "Austen")
    @State private var isEditorPresented = false

    var body: some View {
        let _ = print("BookDetail body: \(book.title)")
        VStack {
            BookCard(book: book)
            Button("Edit") { isEditorPresented = true }
        }
        .sheet(isPresented: $isEditorPresented) {
            BookEditor(book: $book)
        }
    }
}

:mount BookDetail()
// expect: BookDetail body: Emma
:tap "Edit"
// expect: BookEditor body: Emma
:type "!" into "Title"
// expect: BookDetail body: Emma!
// expect: BookEditor body: Emma!
:tap "Done"
:tap "Edit"
// expect: BookEditor body: Emma!
:dismiss
