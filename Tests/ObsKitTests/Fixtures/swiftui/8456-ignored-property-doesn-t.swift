// SwiftUI from Apple's documentation: ObservationIgnored() (an ignored property doesn't update a view)
// Source: developer.apple.com/documentation/observation/observationignored(): "Disables observation
// tracking of a property. By default, an object can observe any property of an observable type that is
// accessible to the observing object. To prevent observation of an accessible property, attach the
// ObservationIgnored macro to the property." Managing model data in your app: a view updates when a
// tracked property its body reads changes. The body reads both; only the tracked one updates it.
import SwiftUI

@Observable class Book {
    var title = "Sample Book Title"
    @ObservationIgnored var openCount = 0
}

struct BookView: View {
    var book: Book

    var body: some View {
        let _ = print("body: \(book.title), opened \(book.openCount) times")
        Text("\(book.title), opened \(book.openCount) times")
    }
}

struct RootView: View {
    @State private var book = Book()

    var body: some View {
        BookView(book: book)
        Button("Open") { book.openCount += 1 }
        Button("Rename") { book.title = "Hard Times" }
        Button("Count") { print("model: opened \(book.openCount) times") }
    }
}

:mount RootView()
:tap "Open"
:tap "Open"
:tap "Count"
:tap "Rename"

// expect: body: Sample Book Title, opened 0 times
// expect: model: opened 2 times
// expect: body: Hard Times, opened 2 times
