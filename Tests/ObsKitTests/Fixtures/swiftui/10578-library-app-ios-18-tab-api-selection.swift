// everyday app screens style: a library app with the iOS 18 Tab API and a selection binding; the ObservableObject is handed down with .environmentObject and each book's button sets "reading now" and switches tabs from code; every view that declares the @EnvironmentObject runs for any change, a hidden one too, and the Reading tab's first body runs when it is first chosen (rules §14.1, §15.8, §6.5, §3.5)
import SwiftUI

final class Library: ObservableObject {
    @Published var books = ["Dune", "Emma"]
    @Published var readingNow: String? = nil
    init() { print("Library init") }
}

enum LibraryTab: Hashable {
    case books, reading
}

struct BooksTab: View {
    @EnvironmentObject var library: Library
    @Binding var selection: LibraryTab

    var body: some View {
        let _ = print("BooksTab body")
        List(library.books, id: \.self) { book in
            Button("Read \(book)") {
                library.readingNow = book
                selection = .reading
            }
        }
    }
}

struct ReadingTab: View {
    @EnvironmentObject var library: Library

    var body: some View {
        let _ = print("ReadingTab body: \(library.readingNow ?? "nothing")")
        Text(library.readingNow ?? "Nothing yet")
    }
}

struct LibraryApp: View {
    @StateObject private var library = Library()
    @State private var selection = LibraryTab.books

    var body: some View {
        let _ = print("LibraryApp body")
        TabView(selection: $selection) {
            Tab("Books", systemImage: "books.vertical", value: LibraryTab.books) {
                BooksTab(selection: $selection)
            }
            Tab("Reading", systemImage: "book", value: LibraryTab.reading) {
                ReadingTab()
            }
        }
        .environmentObject(library)
    }
}

:mount LibraryApp()
// expect: Library init
// expect: LibraryApp body
// expect: BooksTab body
:tap "Read Dune"
// expect: LibraryApp body
// expect: BooksTab body
// expect: ReadingTab body: Dune
:tab "Books"
:tap "Read Emma"
// expect: LibraryApp body
// expect: BooksTab body
// expect: ReadingTab body: Emma
