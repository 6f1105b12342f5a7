// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (replacing an item of the model's collection is a change to the collection: the view reading the books array updates; a later edit to the replaced, no longer listed book doesn't update it)
import SwiftUI
import Observation

@Observable
final class Book: Identifiable {
    var title: String
    init(title: String) { self.title = title }
}

@Observable
final class Library {
    var books = [Book(title: "Ivanhoe"), Book(title: "Rob Roy")]
}

let originalSecond = Book(title: "Waverley")

struct Titles: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = print("titles: \(library.books.map(\.title).joined(separator: " / "))")
        Text(library.books.map(\.title).joined(separator: ", "))
    }
}

struct LibraryRoot: View {
    @State private var library = Library()

    var body: some View {
        VStack {
            Titles()
            Button("Put Waverley second") {
                library.books[1] = originalSecond
            }
            Button("Swap out Waverley") {
                library.books[1] = Book(title: "Kenilworth")
            }
            Button("Edit Waverley") { originalSecond.title = "Waverley (1814)" }
        }
        .environment(library)
    }
}

:mount LibraryRoot()
:tap "Put Waverley second"
:tap "Swap out Waverley"
:tap "Edit Waverley"
// expect: titles: Ivanhoe / Rob Roy
// expect: titles: Ivanhoe / Waverley
// expect: titles: Ivanhoe / Kenilworth
