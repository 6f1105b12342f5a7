// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/bindable/init(_:) (TextField("Title", text: Bindable(book).title) inline in a view that reads the Book from @Environment(Book.self): typing updates the title, and the view that shows the title updates with each character)
import SwiftUI
import Observation

@Observable
final class Book {
    var title = "Draft"
    var pages = 120
}

struct TitleEditView: View {
    @Environment(Book.self) private var book

    var body: some View {
        TextField("Title", text: Bindable(book).title)
    }
}

struct TitleBanner: View {
    @Environment(Book.self) private var book

    var body: some View {
        let _ = print("banner: \(book.title)")
        Text(book.title)
    }
}

struct PageCount: View {
    @Environment(Book.self) private var book

    var body: some View {
        let _ = print("pages: \(book.pages)")
        Text("\(book.pages) pages")
    }
}

struct BookScreen: View {
    @State private var book = Book()

    var body: some View {
        VStack {
            TitleBanner()
            PageCount()
            TitleEditView()
        }
        .environment(book)
    }
}

:mount BookScreen()
:type "!!" into "Title"
// expect: banner: Draft
// expect: pages: 120
// expect: banner: Draft!
// expect: banner: Draft!!
