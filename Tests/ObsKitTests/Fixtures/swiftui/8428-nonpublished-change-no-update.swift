// SwiftUI from Apple's documentation: Monitoring data changes in your app (publishing properties)
// Source: developer.apple.com/documentation/swiftui/monitoring-model-data-changes-in-your-app: to
// update views when data changes, "make your data model classes observable objects, publish their
// properties"; properties that don't need to drive the UI (the article's `let identifier`) are left
// unpublished. ObservableObject: objectWillChange emits before any of its @Published properties
// changes, so a change to a plain property sends nothing to the observing view.
import SwiftUI

final class Book: ObservableObject {
    @Published var title = "Great Expectations"
    var readCount = 0               // not published
}

struct BookView: View {
    @StateObject private var book = Book()

    var body: some View {
        let _ = print("body: \(book.title), read \(book.readCount) times")
        Text(book.title)
        Button("Read") { book.readCount += 1 }
        Button("Rename") { book.title = "Bleak House" }
        Button("Check") { print("model says read \(book.readCount) times") }
    }
}

:mount BookView()
:tap "Read"
:tap "Read"
:tap "Check"
:tap "Rename"

// expect: body: Great Expectations, read 0 times
// expect: model says read 2 times
// expect: body: Bleak House, read 2 times
