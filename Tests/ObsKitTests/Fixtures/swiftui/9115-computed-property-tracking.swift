// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (a computed property tracks the stored properties its getter reads)
// Apple's Library has `var availableBooksCount: Int { books.filter(\.isAvailable).count }`. A body that reads the
// computed property depends on what the getter read: `books` and each book's `isAvailable`. A book's `title`
// and the library's `name` are not read, so changing them runs no body.
import SwiftUI
import Observation

@Observable final class Book: Identifiable {
    var title: String
    var isAvailable = true
    init(title: String) { self.title = title }
}

@Observable final class Library {
    var name = "City Library"
    var books = [Book(title: "Emma"), Book(title: "Dune"), Book(title: "Ulysses")]
    var availableBooksCount: Int { books.filter(\.isAvailable).count }
}

struct AvailabilityView: View {
    @State private var library = Library()

    var body: some View {
        let _ = print("body: \(library.availableBooksCount) available")
        VStack {
            Text("\(library.availableBooksCount) books available")
            Button("Lend Dune") { library.books[1].isAvailable = false }
            Button("Retitle Emma") { library.books[0].title = "Persuasion" }
            Button("Rename library") { library.name = "Town Library" }
            Button("Return Dune") { library.books[1].isAvailable = true }
        }
    }
}

:mount AvailabilityView()
// expect: body: 3 available
:tap "Retitle Emma"
:tap "Rename library"
:tap "Lend Dune"
// expect: body: 2 available
:tap "Return Dune"
// expect: body: 3 available
