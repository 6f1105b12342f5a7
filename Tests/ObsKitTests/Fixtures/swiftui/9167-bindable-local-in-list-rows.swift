// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/bindable (a @Bindable local variable declared inside a List row)
// The Bindable page: "You can use the Bindable property wrapper on properties and variables to an Observable object.
// This includes ... even local variables." Its LibraryView writes `@Bindable var book = book` in the List's row
// closure and binds a TextField to `$book.title`.
// - Typing into the second row edits the second book; a footer that reads every title runs again for each
//   character; the footer reads only titles, so nothing else is printed.
import SwiftUI
import Observation

@Observable
class Book: Identifiable {
    var title: String
    var isAvailable = true

    init(title: String) {
        self.title = title
    }
}

struct TitlesFooter: View {
    let books: [Book]

    var body: some View {
        let _ = print("titles: \(books.map(\.title).joined(separator: " | "))")
        Text("\(books.count) books")
    }
}

struct LibraryView: View {
    @State private var books = [Book(title: "Persuasion"), Book(title: "Kindred"), Book(title: "Beloved")]

    var body: some View {
        VStack {
            List(books) { book in
                @Bindable var book = book
                TextField("Title", text: $book.title)
            }
            TitlesFooter(books: books)
        }
    }
}

:mount LibraryView()
// expect: titles: Persuasion | Kindred | Beloved
:type "!?" into "Title" 2
// expect: titles: Persuasion | Kindred! | Beloved
// expect: titles: Persuasion | Kindred!? | Beloved
