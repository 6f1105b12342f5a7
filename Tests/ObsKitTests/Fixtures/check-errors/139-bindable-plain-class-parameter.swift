// Mistake: declares `@Bindable var book: Book` for a plain class that is neither @Observable nor Observable.
// Expected message: Xcode (author's knowledge); machine check: initializer 'init(wrappedValue:)' requires that 'Book' conform to 'Observable'
// Disagreement: Apple's SwiftUI declares an unconstrained `init(wrappedValue:)` on Bindable marked
// `@available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")`
// beside the constrained one, so Xcode reports that unavailability; Interface/ declares only the constrained
// initializer, so the machine check words it as an unmet requirement. The expect-error line keeps Xcode's.
import SwiftUI

final class Book {
    var title = "Untitled"
    var isFavorite = false
}

struct BookEditor: View {
    @Bindable var book: Book

    var body: some View {
        Form {
            TextField("Title", text: $book.title)
            Toggle("Favorite", isOn: $book.isFavorite)
        }
    }
}

:mount BookEditor(book: Book())
// expect-error: 'init(wrappedValue:)' is unavailable: The wrapped value must be an object that conforms to Observable
