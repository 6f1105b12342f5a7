// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/bindable (a @Bindable local made inside the ForEach content from each book gives each TextField a binding to its own book's title: typing in the second field updates only the badge that reads the second book's title)
import SwiftUI
import Observation

@Observable
final class Book: Identifiable {
    var title: String
    init(title: String) { self.title = title }
}

struct TitleBadge: View {
    var book: Book

    var body: some View {
        let _ = print("badge: \(book.title)")
        Text(book.title)
    }
}

struct BookEditorList: View {
    @State private var books = [Book(title: "Emma"), Book(title: "Sula")]

    var body: some View {
        VStack {
            ForEach(books) { book in
                TitleBadge(book: book)
            }
            ForEach(books) { book in
                @Bindable var book = book
                TextField("Title", text: $book.title)
            }
        }
    }
}

:mount BookEditorList()
:type "!" into "Title" 2
:type "?" into "Title" 1
// expect: badge: Emma
// expect: badge: Sula
// expect: badge: Sula!
// expect: badge: Emma?
