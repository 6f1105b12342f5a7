// SwiftUI from Apple's documentation: a computed property on a nested model is tracked through its stored inputs
// Apple, Managing model data in your app (https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app):
// Observation tracks "computed properties when the computed property makes use of an observable property", and a view
// depends on an observable object "accessed through another object". The body reads book.author.displayName only.
import SwiftUI

@Observable
final class Author {
    var first = "Mary"
    var last = "Godwin"
    var displayName: String { "\(first) \(last)" }
}

@Observable
final class Book {
    var title = "Frankenstein"
    var author = Author()
}

struct BylineView: View {
    let book: Book
    var body: some View {
        let _ = print("BylineView body: \(book.author.displayName)")
        VStack {
            Text("Written by: \(book.author.displayName)")
            Button("Marry") { book.author.last = "Shelley" }
        }
    }
}

struct Root: View {
    @State private var book = Book()
    var body: some View {
        BylineView(book: book)
    }
}

:mount Root()
:tap "Marry"
// expect: BylineView body: Mary Godwin
// expect: BylineView body: Mary Shelley
