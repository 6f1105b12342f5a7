// Follows Apple's "Monitoring data changes in your app", its section on a two-way connection: `$book.title` from
// an @ObservedObject feeds a TextField. Beside the editor, a preview that takes the book as a plain `let`.
// - `$book.title` writes the object, so @Published sends objectWillChange at each keystroke; the owner
//   (@StateObject) and the editor (@ObservedObject) run, parent first (rules §9.2, §4.4, §5.1, §2.8).
// - The preview observes nothing; the parent hands it the same reference, which compares equal by identity, so its
//   body never runs and it keeps showing the old title (rules §2.3, §2.7).
// - A new `.id` gives the preview a new identity, so it is built anew and reads the current title (rules §1.3).
import SwiftUI

final class Book: ObservableObject {
    @Published var title = "Emma"

    init() { print("Book init") }
}

struct BookEditor: View {
    @ObservedObject var book: Book

    var body: some View {
        let _ = print("editor: \(book.title)")
        TextField("Title", text: $book.title)
    }
}

struct BookPreview: View {
    let book: Book

    var body: some View {
        let _ = print("preview: \(book.title)")
        Text(book.title)
    }
}

struct BookDetail: View {
    @StateObject private var book = Book()
    @State private var previewVersion = 0

    var body: some View {
        let _ = print("BookDetail body")
        VStack {
            BookEditor(book: book)
            BookPreview(book: book)
                .id(previewVersion)
            Button("Reload preview") { previewVersion += 1 }
        }
    }
}

:mount BookDetail()
// expect: Book init
// expect: BookDetail body
// expect: editor: Emma
// expect: preview: Emma
:type "!" into "Title"
// expect: BookDetail body
// expect: editor: Emma!
:tap "Reload preview"
// expect: BookDetail body
// expect: preview: Emma!
