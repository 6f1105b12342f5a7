// SwiftUI from Apple's documentation: environment(_:) places an @Observable object that @Environment(Type.self) reads
// Apple, environment(_:) (https://developer.apple.com/documentation/swiftui/view/environment(_:)): "Places an observable
// object in the view's environment." ... "Use this modifier to place an object that you declare with the Observable()
// macro into a view's environment." Apple, EnvironmentObject: "If your observable object conforms to the Observable
// protocol, use Environment instead of EnvironmentObject".
import SwiftUI

@Observable
final class Library {
    var books = ["Dune", "Emma"]
}

struct LibraryView: View {
    @Environment(Library.self) private var library
    var body: some View {
        Button("Count") { print("books: \(library.books.count)") }
    }
}

struct BookReaderRoot: View {
    @State private var library = Library()
    var body: some View {
        LibraryView()
            .environment(library)
    }
}

:mount BookReaderRoot()
:tap "Count"
// expect: books: 2
