// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro (an array of objects inside an ObservableObject: renaming a book inside it publishes nothing the view hears, while the same shelf written with @Observable updates)
// The migration article: Observation adds "Tracking optionals and collections of objects, which isn't possible when
// using ObservableObject". With ObservableObject a view subscribes to the shelf's objectWillChange only; writing
// `books[0].title` goes through the book reference, so the `books` array itself is not set, the shelf does not
// publish, and no view updates (the book's own @Published fires, but no view observes the book). With @Observable
// the shelf view's body read each book's `title`, so the same write re-runs it.
// - "Rename old first": only the action's print; the old shelf still shows "Dune".
// - "Rename new first": the new shelf view runs again.
// - "Refresh old shelf": sending objectWillChange by hand makes the screen (it holds the @StateObject) and the old
//   shelf view run, and the old shelf now shows the title it had missed; the new shelf view's input is the same
//   object, so it does not run.
import SwiftUI

final class OldBook: ObservableObject {
    @Published var title: String
    init(title: String) { self.title = title }
}

final class OldShelf: ObservableObject {
    @Published var books = [OldBook(title: "Dune"), OldBook(title: "Emma")]
}

@Observable
final class NewBook {
    var title: String
    init(title: String) { self.title = title }
}

@Observable
final class NewShelf {
    var books = [NewBook(title: "Dune"), NewBook(title: "Emma")]
}

struct OldShelfView: View {
    @ObservedObject var shelf: OldShelf

    var body: some View {
        let titles = shelf.books.map(\.title).joined(separator: ", ")
        let _ = print("old shelf body: \(titles)")
        Text(titles)
    }
}

struct NewShelfView: View {
    let shelf: NewShelf

    var body: some View {
        let titles = shelf.books.map(\.title).joined(separator: ", ")
        let _ = print("new shelf body: \(titles)")
        Text(titles)
    }
}

struct ShelvesScreen: View {
    @StateObject private var oldShelf = OldShelf()
    @State private var newShelf = NewShelf()

    var body: some View {
        let _ = print("screen body")
        VStack {
            OldShelfView(shelf: oldShelf)
            NewShelfView(shelf: newShelf)
            Button("Rename old first") {
                oldShelf.books[0].title = "Persuasion"
                print("old first is now \(oldShelf.books[0].title)")
            }
            Button("Rename new first") { newShelf.books[0].title = "Persuasion" }
            Button("Refresh old shelf") { oldShelf.objectWillChange.send() }
        }
    }
}

:mount ShelvesScreen()
// expect: screen body
// expect: old shelf body: Dune, Emma
// expect: new shelf body: Dune, Emma
:tap "Rename old first"
// expect: old first is now Persuasion
:tap "Rename new first"
// expect: new shelf body: Persuasion, Emma
:tap "Refresh old shelf"
// expect: screen body
// expect: old shelf body: Persuasion, Emma
