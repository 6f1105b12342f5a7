// SwiftUI from Apple's documentation: a view reading a computed property updates when the stored data under it changes
// Apple, Managing model data in your app (https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app):
// "Observation also supports tracking of computed properties when the computed property makes use of an observable
// property"; its Library.availableBooksCount filters `books` by `isAvailable`, and the view showing it updates when
// the number of available books changes.
import SwiftUI

@Observable
final class Book: Identifiable {
    var title: String
    var isAvailable = true
    init(title: String) { self.title = title }
}

@Observable
final class Library {
    var books: [Book] = [Book(title: "A"), Book(title: "B"), Book(title: "C")]
    var availableBooksCount: Int {
        books.filter(\.isAvailable).count
    }
}

struct LibraryView: View {
    @State private var library = Library()
    var body: some View {
        let _ = print("LibraryView body: available \(library.availableBooksCount)")
        VStack {
            Text("Books available: \(library.availableBooksCount)")
            Button("Check out first") { library.books[0].isAvailable = false }
            Button("Check out second") { library.books[1].isAvailable = false }
        }
    }
}

:mount LibraryView()
:tap "Check out first"
:tap "Check out second"
// expect: LibraryView body: available 3
// expect: LibraryView body: available 2
// expect: LibraryView body: available 1
