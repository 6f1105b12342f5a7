// SwiftUI from Apple's documentation: a body reading a global observable object still forms a dependency
// Apple, Managing model data in your app (https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app):
// "SwiftUI establishes this dependency tracking even if the view doesn't store the observable type, such as when using
// a global property or singleton", with `var globalBook: Book = Book()` read as `Text(globalBook.title)`.
import SwiftUI

@Observable
final class Book {
    var title = "Sample Book Title"
    var pages = 100
}

var globalBook: Book = Book()

struct BookView: View {
    var body: some View {
        let _ = print("BookView body \(globalBook.title)")
        VStack {
            Text(globalBook.title)
            Button("Add pages") { globalBook.pages += 10 }
            Button("Retitle") { globalBook.title = "Middlemarch" }
        }
    }
}

:mount BookView()
:tap "Add pages"
:tap "Retitle"
// expect: BookView body Sample Book Title
// expect: BookView body Middlemarch
