// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro (with Observation a view updates for changes to the properties its body reads, not for any change to the object: a method that bumps loans doesn't update the title view, one that renames does)
import SwiftUI
import Observation

@Observable
final class Book {
    var title = "Middlemarch"
    var loans = 0

    func lend() { loans += 1 }
    func rename(to newTitle: String) { title = newTitle }
}

struct BookTitle: View {
    @Environment(Book.self) private var book

    var body: some View {
        let _ = print("title view: \(book.title)")
        Text(book.title)
    }
}

struct BookActions: View {
    @Environment(Book.self) private var book

    var body: some View {
        HStack {
            Button("Lend") { book.lend() }
            Button("Rename") { book.rename(to: "Middlemarch, Vol. 1") }
        }
    }
}

struct BookRoot: View {
    @State private var book = Book()

    var body: some View {
        VStack {
            BookTitle()
            BookActions()
        }
        .environment(book)
    }
}

:mount BookRoot()
:tap "Lend"
:tap "Lend"
:tap "Rename"
:tap "Lend"
// expect: title view: Middlemarch
// expect: title view: Middlemarch, Vol. 1
