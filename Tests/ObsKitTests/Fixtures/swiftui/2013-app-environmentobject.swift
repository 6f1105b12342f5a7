// Issue 13 (A), the app entry point as Xcode's template writes it, grown a little: `@main struct ...: App`
// owning a store with @StateObject and handing it down with `.environmentObject`, a ContentView with a
// child that reads the store, and a `#Preview` that makes its own store.
// Expected: `:mount BookshelfApp()` runs the App's init, its StateObject thunk, then the window's content;
// `:preview` mounts the preview with a store of its own (a second Shelf init).
import SwiftUI

final class Shelf: ObservableObject {
    @Published var books: [String]

    init(books: [String] = []) {
        self.books = books
        print("Shelf init with \(books.count) books")
    }
}

struct ShelfCount: View {
    @EnvironmentObject private var shelf: Shelf
    var body: some View {
        Text("\(shelf.books.count) books")
    }
}

struct ContentView: View {
    @EnvironmentObject private var shelf: Shelf

    var body: some View {
        NavigationStack {
            List {
                ForEach(shelf.books, id: \.self) { book in
                    Text(book)
                }
                ShelfCount()
            }
            .navigationTitle("Bookshelf")
            .toolbar {
                Button("Add Book", systemImage: "plus") {
                    shelf.books.append("Book \(shelf.books.count + 1)")
                    print("books:", shelf.books)
                }
            }
        }
    }
}

@main
struct BookshelfApp: App {
    @StateObject private var shelf = Shelf()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environmentObject(shelf)
        }
    }
}

#Preview {
    ContentView()
        .environmentObject(Shelf(books: ["Dune", "Emma"]))
}

:mount BookshelfApp()
:tap "Add Book"
:preview
:tap "Add Book"

// expect: Shelf init with 0 books
// expect: books: ["Book 1"]
// expect: Shelf init with 2 books
// expect: books: ["Dune", "Emma", "Book 3"]
