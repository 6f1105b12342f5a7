// SwiftUI from Apple's documentation: Managing model data in your app (dependency through a global property)
// Source: developer.apple.com/documentation/swiftui/managing-model-data-in-your-app: "SwiftUI
// establishes this dependency tracking even if the view doesn't store the observable type, such as
// when using a global property or singleton", with `var globalBook: Book = Book()` and a BookView whose
// body is `Text(globalBook.title)`. The change is made from a sibling view that doesn't read the book.
import SwiftUI

@Observable class Book: Identifiable {
    var title = "Sample Book Title"
    var isAvailable = true
}

var globalBook: Book = Book()

struct BookView: View {
    var body: some View {
        let _ = print("BookView shows \(globalBook.title)")
        Text(globalBook.title)
    }
}

struct Editor: View {
    var body: some View {
        Button("Rename") { globalBook.title = "Hard Times" }
        Button("Return") { globalBook.isAvailable = true }
    }
}

struct RootView: View {
    var body: some View {
        BookView()
        Editor()
    }
}

:mount RootView()
:tap "Return"
:tap "Rename"

// expect: BookView shows Sample Book Title
// expect: BookView shows Hard Times
