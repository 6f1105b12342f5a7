// environment and custom wrappers style: the app entry point owns the store with @StateObject and hands it to the window's content with .environmentObject, as Xcode's template grows; the store is made once with the App, and the shelf's @EnvironmentObject follows its changes (rules §15.16, §14.1, §4.2)
import SwiftUI

final class LibraryStore: ObservableObject {
    @Published var books = ["Dune"]

    init() { print("LibraryStore init") }
}

@main
struct ShelfApp: App {
    @StateObject private var library = LibraryStore()

    var body: some Scene {
        WindowGroup {
            ShelfView()
                .environmentObject(library)
        }
    }
}

struct ShelfView: View {
    @EnvironmentObject var library: LibraryStore

    var body: some View {
        let _ = print("ShelfView body: \(library.books.count) books")
        VStack {
            ForEach(library.books, id: \.self) { book in
                Text(book)
            }
            Button("Add Emma") { library.books.append("Emma") }
        }
    }
}

:mount ShelfApp()
// expect: LibraryStore init
// expect: ShelfView body: 1 books
:tap "Add Emma"
// expect: ShelfView body: 2 books
