// SwiftUI from Apple's documentation: Managing model data in your app (a @Bindable local variable in a List row)
// Source: developer.apple.com/documentation/swiftui/managing-model-data-in-your-app: "You can use the
// Bindable property wrapper on properties and variables to an Observable object. This includes global
// variables, properties that exists outside of SwiftUI types, or even local variables", with
// `List(books) { book in @Bindable var book = book; TextField("Title", text: $book.title) }`: "The
// @Bindable variable book provides a binding that connects TextField to the title property of a book
// so that a person can make changes directly to the model data."
import SwiftUI

@Observable class Book: Identifiable {
    var title = "Sample Book Title"
    init(title: String) { self.title = title }
}

let shelf = [Book(title: "Emma"), Book(title: "Persuasion")]

struct LibraryView: View {
    @State private var books = shelf

    var body: some View {
        List(books) { book in
            @Bindable var book = book
            TextField("Title", text: $book.title)
        }
    }
}

struct RootView: View {
    var body: some View {
        LibraryView()
        Button("Catalogue") { print(shelf.map(\.title).joined(separator: " | ")) }
    }
}

:mount RootView()
:type "!" into "Title" 2
:tap "Catalogue"
:clear "Title"
:type "Pride and Prejudice" into "Title"
:tap "Catalogue"

// expect: Emma | Persuasion!
// expect: Pride and Prejudice | Persuasion!
