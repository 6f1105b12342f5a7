// Follows Apple's "Monitoring data changes in your app" (the ObservableObject article): a Book that conforms to
// ObservableObject, `@Published var title`, and properties that need no publishing left plain (`let identifier =
// UUID()`, here also a plain `var pageCount`); a view observes it with @ObservedObject.
// - Only @Published properties send objectWillChange; setting a plain property tells no one, so no body runs and
//   the screen keeps the old count until a published change re-runs the body, which then reads the current value
//   (Apple "monitoring data changes", `observableobject`; rules §6.1, §6.3).
// - The owner (@StateObject) and the observer (@ObservedObject) both subscribe and run, parent first (rules §4.4,
//   §5.1, §2.8).
import SwiftUI

final class Book: ObservableObject {
    @Published var title = "Great Expectations"
    let identifier = UUID()
    var pageCount = 500

    init() { print("Book init") }
}

struct BookView: View {
    @ObservedObject var book: Book

    var body: some View {
        let _ = print("BookView body: \(book.title), \(book.pageCount) pages")
        VStack {
            Text(book.title)
            Text("\(book.pageCount) pages")
            Button("Abridge") { book.pageCount = 250 }
            Button("Retitle") { book.title = "Hard Times" }
        }
    }
}

struct ShelfView: View {
    @StateObject private var book = Book()

    var body: some View {
        let _ = print("ShelfView body")
        BookView(book: book)
    }
}

:mount ShelfView()
// expect: Book init
// expect: ShelfView body
// expect: BookView body: Great Expectations, 500 pages
:tap "Abridge"
:tap "Retitle"
// expect: ShelfView body
// expect: BookView body: Hard Times, 250 pages
