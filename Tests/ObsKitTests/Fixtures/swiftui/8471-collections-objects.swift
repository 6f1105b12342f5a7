// SwiftUI from Apple's documentation: Migrating from the Observable Object protocol to the Observable macro (collections of objects)
// Source: developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro:
// Observation gives "Tracking optionals and collections of objects, which isn't possible when using
// ObservableObject." ObservableObject: objectWillChange "emits before any of its @Published properties
// changes" - a change inside a Book in the array is not a change to the Library's `books` property.
// Both views list their titles; renaming the first book updates only the Observable one.
import SwiftUI

class OldBook: ObservableObject, Identifiable {
    @Published var title: String
    init(title: String) { self.title = title }
}

class OldLibrary: ObservableObject {
    @Published var books = [OldBook(title: "Emma"), OldBook(title: "Persuasion")]
}

@Observable class Book: Identifiable {
    var title: String
    init(title: String) { self.title = title }
}

@Observable class Library {
    var books = [Book(title: "Emma"), Book(title: "Persuasion")]
}

struct OldLibraryView: View {
    @ObservedObject var library: OldLibrary

    var body: some View {
        let _ = print("OldLibraryView: \(library.books.map(\.title).joined(separator: ", "))")
        Text(library.books.map(\.title).joined(separator: ", "))
    }
}

struct LibraryView: View {
    var library: Library

    var body: some View {
        let _ = print("LibraryView: \(library.books.map(\.title).joined(separator: ", "))")
        Text(library.books.map(\.title).joined(separator: ", "))
    }
}

struct RootView: View {
    @StateObject private var oldLibrary = OldLibrary()
    @State private var library = Library()

    var body: some View {
        OldLibraryView(library: oldLibrary)
        LibraryView(library: library)
        Button("Rename first books") {
            oldLibrary.books[0].title = "Emma (annotated)"
            library.books[0].title = "Emma (annotated)"
        }
    }
}

:mount RootView()
:tap "Rename first books"

// expect: OldLibraryView: Emma, Persuasion
// expect: LibraryView: Emma, Persuasion
// expect: LibraryView: Emma (annotated), Persuasion
