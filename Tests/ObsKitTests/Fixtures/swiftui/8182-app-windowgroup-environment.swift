// SwiftUI from Apple's documentation: an App keeps the model in @State and places it with environment(_:)
// Apple, Managing model data in your app (https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app):
// BookReaderApp declares `@State private var library = Library()` and shows `LibraryView().environment(library)` in
// its WindowGroup; LibraryView reads it with `@Environment(Library.self)` and updates when a property it reads changes.
import SwiftUI

@Observable
final class Library {
    var books: [String] = ["Emma"]
}

struct LibraryView: View {
    @Environment(Library.self) private var library
    var body: some View {
        let _ = print("LibraryView body: \(library.books.count) books")
        Button("Add book") { library.books.append("Persuasion") }
    }
}

struct BookReaderApp: App {
    @State private var library = Library()
    var body: some Scene {
        WindowGroup {
            LibraryView()
                .environment(library)
        }
    }
}

:mount BookReaderApp()
:tap "Add book"
:tap "Add book"
// expect: LibraryView body: 1 books
// expect: LibraryView body: 2 books
// expect: LibraryView body: 3 books
