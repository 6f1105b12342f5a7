// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (Observation tracks a computed property through the stored properties it uses: a view showing availableBooksCount updates when a book's isAvailable changes, not when a title does)
import SwiftUI

@Observable class Book: Identifiable {
    var title: String
    var isAvailable = true
    init(title: String) { self.title = title }
}

@Observable class Library {
    var books = [Book(title: "Dune"), Book(title: "Emma"), Book(title: "Ulysses")]

    var availableBooksCount: Int {
        books.filter(\.isAvailable).count
    }
}

struct AvailabilityView: View {
    var library: Library

    var body: some View {
        let _ = print("AvailabilityView body: \(library.availableBooksCount) available")
        VStack {
            Text("Books available: \(library.availableBooksCount)")
            Button("Check out Emma") { library.books[1].isAvailable = false }
            Button("Retitle Dune") { library.books[0].title = "Dune Messiah" }
            Button("Return Emma") { library.books[1].isAvailable = true }
        }
    }
}

let library = Library()

:mount AvailabilityView(library: library)
:tap "Check out Emma"
:tap "Retitle Dune"
print("title now \(library.books[0].title)")
:tap "Return Emma"
// expect: AvailabilityView body: 3 available
// expect: AvailabilityView body: 2 available
// expect: title now Dune Messiah
// expect: AvailabilityView body: 3 available
