// SwiftUI from Apple's documentation: a view storing an observable object updates when the reference changes
// Apple, Managing model data in your app (https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app):
// "a view that stores a reference to the observable object updates if the reference changes. This happens because the
// stored reference is part of the view's value and not because the object is observable." BookView's body reads no
// property, so editing the title alone updates nothing.
import SwiftUI

@Observable
final class Book {
    var title: String
    init(title: String) { self.title = title }
}

struct BookView: View {
    var book: Book
    var body: some View {
        let _ = print("BookView body")
        Button("Edit title") { book.title += "!" }
    }
}

struct Chooser: View {
    @State private var first = Book(title: "First")
    @State private var second = Book(title: "Second")
    @State private var showSecond = false
    var body: some View {
        let _ = print("Chooser body")
        VStack {
            BookView(book: showSecond ? second : first)
            Button("Switch") { showSecond.toggle() }
        }
    }
}

:mount Chooser()
:tap "Edit title"
:tap "Switch"
// expect: Chooser body
// expect: BookView body
// expect: Chooser body
// expect: BookView body
