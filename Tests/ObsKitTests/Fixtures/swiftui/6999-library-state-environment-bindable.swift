// Library app: the three tools WWDC23's "Discover Observation in SwiftUI" names for @Observable models, in one
// screen: the root owns the library in @State and puts it in the environment; the home screen reads it with
// @Environment(Library.self); an editor makes a local @Bindable from the environment value to bind a TextField, as
// Apple's Bindable documentation shows; own code.
// What SwiftUI does: the @State initial value makes the library once for the root (rules §3.1, §3.2). Reads are
// tracked per property through @Environment too (rules §14.2): typing the reader's name runs only the editor,
// which made `$library.readerName` and so read it (rules §8.5); adding a book runs only the home screen, which read
// `books`. The editor, whose only stored property is the @Environment, is handed an equal value when the home screen
// runs again and skips its body (rules §2.5). The root reads nothing and never runs again.
// Sources: rules §2.5, §8.3, §8.5, §14.2; WWDC23 "Discover Observation in SwiftUI"
// https://developer.apple.com/videos/play/wwdc2023/10149/ and https://developer.apple.com/documentation/swiftui/bindable
import SwiftUI

@Observable
final class Library {
    var books: [String] = ["Dune", "Emma"]
    var readerName = "Sam"

    init() { print("Library init") }
}

struct ReaderNameEditor: View {
    @Environment(Library.self) private var library

    var body: some View {
        @Bindable var library = library
        let _ = print("ReaderNameEditor body: '\(library.readerName)'")
        TextField("Reader", text: $library.readerName)
    }
}

struct LibraryHome: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = print("LibraryHome body: \(library.books.count) books")
        VStack {
            ForEach(library.books, id: \.self) { title in
                Text(title)
            }
            ReaderNameEditor()
            Button("Add Book") { library.books.append("Ulysses") }
        }
    }
}

struct LibraryRoot: View {
    @State private var library = Library()

    var body: some View {
        let _ = print("LibraryRoot body")
        LibraryHome()
            .environment(library)
    }
}

:mount LibraryRoot()
// expect: Library init
// expect: LibraryRoot body
// expect: LibraryHome body: 2 books
// expect: ReaderNameEditor body: 'Sam'
:clear "Reader"
// expect: ReaderNameEditor body: ''
:type "Jo" into "Reader"
// expect: ReaderNameEditor body: 'J'
// expect: ReaderNameEditor body: 'Jo'
:tap "Add Book"
// expect: LibraryHome body: 3 books
