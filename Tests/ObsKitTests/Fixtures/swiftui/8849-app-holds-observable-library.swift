// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (an app holds an @Observable Library in @State and shares it with environment(_:); views below read it with @Environment(Library.self), and a change one makes is seen by the other)
import SwiftUI

@Observable
class Library {
    var books = ["Emma", "Ulysses"]
    init() { print("Library init") }
    var availableBooksCount: Int { books.count }
}

struct AddBookButton: View {
    @Environment(Library.self) private var library

    var body: some View {
        Button("Add book") {
            library.books.append("Book \(library.books.count + 1)")
        }
    }
}

struct LibraryView: View {
    @Environment(Library.self) private var library

    var body: some View {
        VStack {
            Text("\(library.availableBooksCount) books")
            AddBookButton()
            Button("Count") { print("library has \(library.availableBooksCount) books") }
        }
    }
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

:mount BookReaderApp()
:tap "Add book"
:tap "Count"
// expect: Library init
// expect: library has 3 books
