// SwiftUI from Apple's documentation: a local @Bindable variable in body makes bindings to an environment model
// Apple, Managing model data in your app (https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app):
// Bindable can be used on "properties and variables to an Observable object", "even local variables"; Bindable
// (https://developer.apple.com/documentation/swiftui/bindable) shows `@Bindable var book = book` inside body for a
// book read with @Environment. The editor's body reads `title`, so each keystroke updates it.
import SwiftUI

@Observable
final class Book {
    var title = "Ab"
}

struct TitleEditView: View {
    @Environment(Book.self) private var book
    var body: some View {
        let _ = print("TitleEditView body \(book.title)")
        @Bindable var book = book
        TextField("Title", text: $book.title)
    }
}

struct Root: View {
    @State private var book = Book()
    var body: some View {
        let _ = print("Root body")
        TitleEditView().environment(book)
    }
}

:mount Root()
:type "c" into "Title"
:type "d" into "Title"
// expect: Root body
// expect: TitleEditView body Ab
// expect: TitleEditView body Abc
// expect: TitleEditView body Abcd
