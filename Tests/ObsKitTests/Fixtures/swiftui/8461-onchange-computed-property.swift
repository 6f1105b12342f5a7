// SwiftUI from Apple's documentation: withObservationTracking(_:onChange:) with a computed property
// Source: developer.apple.com/documentation/swiftui/managing-model-data-in-your-app: "Observation also
// supports tracking of computed properties when the computed property makes use of an observable
// property" (Library.availableBooksCount); withObservationTracking "tracks access to any property within
// the apply closure" - reading the computed property reads books and each book's isAvailable.
import Observation

@Observable class Book {
    var title: String
    var isAvailable = true
    init(title: String) { self.title = title }
}

@Observable class Library {
    var books: [Book] = [Book(title: "Emma"), Book(title: "Persuasion"), Book(title: "Sanditon")]

    var availableBooksCount: Int {
        books.filter(\.isAvailable).count
    }
}

let library = Library()

func watch() {
    let count = withObservationTracking {
        library.availableBooksCount
    } onChange: {
        print("available count may have changed")
    }
    print("available: \(count)")
}

watch()
library.books[0].title = "Emma (Penguin)"
print("renamed a book")
library.books[1].isAvailable = false
watch()
library.books.append(Book(title: "Lady Susan"))
watch()

// expect: available: 3
// expect: renamed a book
// expect: available count may have changed
// expect: available: 2
// expect: available count may have changed
// expect: available: 3
