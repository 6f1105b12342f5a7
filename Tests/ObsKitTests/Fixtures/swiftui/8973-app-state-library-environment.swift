// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (the App keeps a Library in @State and puts it in the WindowGroup's environment with .environment(library); LibraryView reads it with @Environment(Library.self) and updates when a book is added)
import SwiftUI
import Observation

@Observable
final class Book: Identifiable {
    var title: String
    init(title: String) { self.title = title }
}

@Observable
final class Library {
    var books: [Book] = [Book(title: "Kindred")]
}

struct LibraryView: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = print("library has \(library.books.count)")
        NavigationStack {
            List(library.books) { book in
                Text(book.title)
            }
            .toolbar {
                Button("Add") { library.books.append(Book(title: "New Book")) }
            }
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
:tap "Add"
// expect: library has 1
// expect: library has 2
