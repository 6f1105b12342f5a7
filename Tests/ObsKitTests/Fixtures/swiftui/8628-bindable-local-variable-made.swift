// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/bindable (a @Bindable local variable made inside List's row closure, `@Bindable var book = book`, gives TextField a binding to that row's Book; typing in the second row renames the second book only)
import SwiftUI

@Observable
class Book: Identifiable {
    var title = "Sample Book Title"
    var isAvailable = true
}

struct LibraryView: View {
    @State private var books = [Book(), Book(), Book()]

    var body: some View {
        List(books) { book in
            @Bindable var book = book
            TextField("Title", text: $book.title)
        }
        .onChange(of: books.map(\.title)) { _, titles in
            print(titles)
        }
    }
}

:mount LibraryView()
:clear "Title" 2
:type "Emma" into "Title" 2
// expect: ["Sample Book Title", "", "Sample Book Title"]
// expect: ["Sample Book Title", "E", "Sample Book Title"]
// expect: ["Sample Book Title", "Em", "Sample Book Title"]
// expect: ["Sample Book Title", "Emm", "Sample Book Title"]
// expect: ["Sample Book Title", "Emma", "Sample Book Title"]
