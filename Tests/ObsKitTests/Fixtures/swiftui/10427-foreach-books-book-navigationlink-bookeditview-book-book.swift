// Hacking with Swift style: ForEach($books) { $book in NavigationLink { BookEditView(book: $book) } } over @State; the pushed editor gets a row binding, so each keystroke writes the array, runs the list (it lays the array out) and then the editor (rules §15.1, §14.3, §9.3, §2.8)
import SwiftUI

struct Paperback: Identifiable, Equatable {
    let id: Int
    var title: String
}

struct BookEditView: View {
    @Binding var book: Paperback

    var body: some View {
        let _ = print("BookEditView body: \(book.title)")
        Form {
            TextField("Title", text: $book.title)
        }
    }
}

struct PaperbackList: View {
    @State private var books = [Paperback(id: 1, title: "Kim"), Paperback(id: 2, title: "Ubik")]

    var body: some View {
        let _ = print("PaperbackList body: \(books.map(\.title).joined(separator: ", "))")
        NavigationStack {
            List {
                ForEach($books) { $book in
                    NavigationLink {
                        BookEditView(book: $book)
                    } label: {
                        Text(book.title)
                    }
                }
            }
        }
    }
}

:mount PaperbackList()
// expect: PaperbackList body: Kim, Ubik
:tap "Ubik"
// expect: BookEditView body: Ubik
:type "!" into "Title"
// expect: PaperbackList body: Kim, Ubik!
// expect: BookEditView body: Ubik!
:back
:tap "Kim"
// expect: BookEditView body: Kim
