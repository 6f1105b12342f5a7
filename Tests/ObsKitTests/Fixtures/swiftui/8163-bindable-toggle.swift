// SwiftUI from Apple's documentation: a Toggle bound through @Bindable flips the observable model's Bool
// Apple, Managing model data in your app (https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app):
// BookEditView wraps the book with @Bindable and uses "a Toggle to change the isAvailable property, using the $ syntax
// to pass a binding"; a view whose body reads isAvailable is updated when it changes.
import SwiftUI

@Observable
final class Book {
    var isAvailable = true
}

struct BookEditView: View {
    @Bindable var book: Book
    var body: some View {
        let _ = print("BookEditView body available=\(book.isAvailable)")
        Toggle(isOn: $book.isAvailable) {
            Text("Book is available")
        }
    }
}

struct Root: View {
    @State private var book = Book()
    var body: some View {
        BookEditView(book: book)
    }
}

:mount Root()
:toggle "Book is available"
:toggle "Book is available"
// expect: BookEditView body available=true
// expect: BookEditView body available=false
// expect: BookEditView body available=true
