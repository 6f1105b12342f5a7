// Apple documentation style ("Migrating from the Observable Object protocol to the Observable macro", the after code): the App keeps the model in @State and passes it with .environment; views read it with @Environment(Library.self) or take it as @Bindable; _printChanges shows @Environment as a dynamic property at first and @dependencies afterwards, and a stored @Bindable as no property at all (rules §12.1, §12.2, §14.2, §8.5, §15.16)
import SwiftUI

@Observable
final class Library {
    var books = ["Dune"]
    var featured = "Dune"
}

struct LibraryList: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = Self._printChanges()
        List(library.books, id: \.self) { title in
            Text(title)
        }
    }
}

struct FeaturedEditor: View {
    @Bindable var library: Library

    var body: some View {
        let _ = Self._printChanges()
        TextField("Featured", text: $library.featured)
    }
}

struct ContentView: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            LibraryList()
            FeaturedEditor(library: library)
            Button("Add Book") { library.books.append("Emma") }
        }
    }
}

struct BookReaderApp: App {
    @State private var library = Library()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(library)
        }
    }
}

:mount BookReaderApp()
// expect: ContentView: @self, @identity, _library changed.
// expect: LibraryList: @self, @identity, _library changed.
// expect: FeaturedEditor: @self changed.
:type "!" into "Featured"
// expect: FeaturedEditor: @dependencies changed.
:tap "Add Book"
// expect: LibraryList: @dependencies changed.
