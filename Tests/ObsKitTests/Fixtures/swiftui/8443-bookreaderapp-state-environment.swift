// SwiftUI from Apple's documentation: Managing model data in your app (BookReaderApp: State in the App, environment(_:))
// Source: developer.apple.com/documentation/swiftui/managing-model-data-in-your-app: "You can also
// create a state object in your top-level App instance"; BookReaderApp holds `@State private var
// library = Library()` and shows `LibraryView().environment(library)`; LibraryView reads it with
// `@Environment(Library.self) private var library`. A change made through the environment object is a
// change to the app's one Library, and LibraryView (which reads `books`) updates.
import SwiftUI

@Observable class Book: Identifiable {
    var title = "Sample Book Title"
    var isAvailable = true
    init(title: String) { self.title = title }
}

@Observable class Library {
    var books: [Book] = [Book(title: "Emma"), Book(title: "Persuasion")]
}

@main
struct BookReaderApp: App {
    @State private var library = Library()

    var body: some Scene {
        WindowGroup {
            LibraryView()
                .environment(library)
        }
    }
}

struct LibraryView: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = print("LibraryView: \(library.books.map(\.title).joined(separator: ", "))")
        List(library.books) { book in
            Text(book.title)
        }
        Button("Donate") { library.books.append(Book(title: "Middlemarch")) }
    }
}

:mount BookReaderApp()
:tap "Donate"

// expect: LibraryView: Emma, Persuasion
// expect: LibraryView: Emma, Persuasion, Middlemarch
