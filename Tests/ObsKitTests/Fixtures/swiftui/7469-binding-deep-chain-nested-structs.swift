// Stack Overflow answer style: `$library.shelves[0].books[1].title`, a binding deep into nested structs in one `@State`
// What SwiftUI does: each `.field` and `[index]` is a binding through Binding's dynamic members and subscript, and a
// write goes back through the whole chain into the one `@State` value (rules §15.1). The view read the library, so it
// runs at each keystroke (rules §3.4, §3.5); the field's view read its binding, whose value changed, so it runs once
// after it (rules §2.8, §9.3). A button that edits the same title directly shows the same data path; pressed again it
// stores an equal (Equatable) library and runs nothing (rules §3.4).
// Sources: rules §2.8, §3.4, §3.5, §9.3, §15.1; https://developer.apple.com/documentation/swiftui/binding
import SwiftUI

struct ShelfBook: Equatable {
    var title: String
    var pages: Int
}

struct Shelf: Equatable {
    var label: String
    var books: [ShelfBook]
}

struct Library: Equatable {
    var shelves: [Shelf]
}

struct TitleField: View {
    @Binding var title: String

    var body: some View {
        let _ = print("TitleField body: \(title)")
        TextField("Book title", text: $title)
    }
}

struct LibraryView: View {
    @State private var library = Library(shelves: [
        Shelf(label: "Fiction", books: [ShelfBook(title: "Emma", pages: 474), ShelfBook(title: "Beloved", pages: 324)]),
    ])

    var body: some View {
        let _ = print("LibraryView body: \(library.shelves[0].books.map(\.title))")
        VStack {
            Text(library.shelves[0].label)
            TitleField(title: $library.shelves[0].books[1].title)
            Button("Restore title") { library.shelves[0].books[1].title = "Beloved" }
        }
    }
}

:mount LibraryView()
// expect: LibraryView body: ["Emma", "Beloved"]
// expect: TitleField body: Beloved
:type "!" into "Book title"
// expect: LibraryView body: ["Emma", "Beloved!"]
// expect: TitleField body: Beloved!
:tap "Restore title"
// expect: LibraryView body: ["Emma", "Beloved"]
// expect: TitleField body: Beloved
:tap "Restore title"
