// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (SwiftUI tracks an observable object even when the view doesn't store it, as with a global: BookView reads globalBook.title and updates when another view's button changes it)
import SwiftUI
import Observation

@Observable
final class Book {
    var title = "Sample Book Title"
    var isAvailable = true
}

var globalBook: Book = Book()

struct BookView: View {
    var body: some View {
        let _ = print("BookView: \(globalBook.title)")
        Text(globalBook.title)
    }
}

struct Toolbar: View {
    var body: some View {
        VStack {
            Button("Lend") { globalBook.isAvailable = false }
            Button("Retitle") { globalBook.title = "Frankenstein" }
        }
    }
}

struct Home: View {
    var body: some View {
        VStack {
            BookView()
            Toolbar()
        }
    }
}

:mount Home()
:tap "Lend"
:tap "Retitle"
// expect: BookView: Sample Book Title
// expect: BookView: Frankenstein
