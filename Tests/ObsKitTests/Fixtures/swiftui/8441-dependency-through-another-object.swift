// SwiftUI from Apple's documentation: Managing model data in your app (a dependency through another object)
// Source: developer.apple.com/documentation/swiftui/managing-model-data-in-your-app: "A view can also
// form a dependency on an observable data model object accessed through another object. For example,
// the view in the following code updates when the author's name changes" - LibraryItemView shows
// `book.title` and "Written by: \(book.author.name)".
import SwiftUI

@Observable class Author {
    var name = "Sample Author"
}

@Observable class Book: Identifiable {
    var title = "Sample Book Title"
    var author = Author()
    var isAvailable = true
}

struct LibraryItemView: View {
    var book: Book

    var body: some View {
        let _ = print("item: \(book.title) / Written by: \(book.author.name)")
        VStack(alignment: .leading) {
            Text(book.title)
            Text("Written by: \(book.author.name)")
                .font(.caption)
        }
    }
}

struct Admin: View {
    let book: Book

    var body: some View {
        Button("Fix author") { book.author.name = "Charles Dickens" }
    }
}

struct RootView: View {
    @State private var book = Book()

    var body: some View {
        LibraryItemView(book: book)
        Admin(book: book)
    }
}

:mount RootView()
:tap "Fix author"

// expect: item: Sample Book Title / Written by: Sample Author
// expect: item: Sample Book Title / Written by: Charles Dickens
