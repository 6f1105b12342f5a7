// Stack Overflow style: "Cannot find '$library' in scope with @Environment" (fix from the accepted answer: declare @Bindable var library = library inside body; making $library.title reads title, so the editor runs per keystroke with the header that shows the title, and the footer that reads only the books does not) (rules §8.5, §9.2, §14.2, §8.3)
import SwiftUI

@Observable
final class Library {
    var title = "Shelf"
    var books = ["Dune"]
}

struct TitleHeader: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = print("TitleHeader body: \(library.title)")
        Text(library.title)
    }
}

struct TitleEditor: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = print("TitleEditor body")
        @Bindable var library = library
        TextField("Title", text: $library.title)
    }
}

struct BookFooter: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = print("BookFooter body: \(library.books.count)")
        Button("Add book") { library.books.append("Emma") }
    }
}

struct LibraryScreen: View {
    @State private var library = Library()

    var body: some View {
        VStack {
            TitleHeader()
            TitleEditor()
            BookFooter()
        }
        .environment(library)
    }
}

:mount LibraryScreen()
// expect: TitleHeader body: Shelf
// expect: TitleEditor body
// expect: BookFooter body: 1
:type "!" into "Title"
// expect: TitleHeader body: Shelf!
// expect: TitleEditor body
:tap "Add book"
// expect: BookFooter body: 2
