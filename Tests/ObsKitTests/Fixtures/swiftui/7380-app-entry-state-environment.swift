// The app entry point as Xcode 15+ templates and the Observation talks write it: `@main struct BookshelfApp: App` owns
// the model in `@State` and injects it with `.environment(library)` into the `WindowGroup`'s content.
// What SwiftUI does: `:mount BookshelfApp()` makes the App value (its stored properties' initial values, then its init)
// and shows the window group's content (rules §15.16). The App's body reads nothing of the library, so it does not run
// again; the list view read `books` and runs when a book is added (rules §8.3). The count view read only `books.count`
// through the same property, so it runs too; the header read nothing of the model and stays (rules §8.3, §2.7).
// Sources: rules §2.7, §8.3, §14.2, §15.16; https://developer.apple.com/documentation/swiftui/app
// https://developer.apple.com/documentation/swiftui/windowgroup
import SwiftUI

@Observable
final class Library {
    var books = ["Dune", "Emma"]
    var lastOpened: String?

    init() { print("Library init") }
}

struct ShelfHeader: View {
    let title: String

    var body: some View {
        let _ = print("ShelfHeader body")
        Text(title).font(.largeTitle)
    }
}

struct BookCount: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = print("BookCount body: \(library.books.count)")
        Text("\(library.books.count) books")
    }
}

struct LibraryView: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = print("LibraryView body: \(library.books.joined(separator: ", "))")
        VStack {
            ShelfHeader(title: "My shelf")
            BookCount()
            ForEach(library.books, id: \.self) { book in
                Button(book) { library.lastOpened = book }
            }
            Button("Add Ulysses") { library.books.append("Ulysses") }
        }
    }
}

@main
struct BookshelfApp: App {
    @State private var library = Library()

    init() {
        print("BookshelfApp init")
    }

    var body: some Scene {
        WindowGroup {
            LibraryView()
                .environment(library)
        }
    }
}

:mount BookshelfApp()
// expect: Library init
// expect: BookshelfApp init
// expect: LibraryView body: Dune, Emma
// expect: ShelfHeader body
// expect: BookCount body: 2
:tap "Dune"
:tap "Add Ulysses"
// expect: LibraryView body: Dune, Emma, Ulysses
// expect: BookCount body: 3
