// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/bindable (you can declare a @Bindable local variable inside a view's body, here in a ForEach over the @Observable books an @State array holds, to bind a Toggle to each book)
import SwiftUI

@Observable
class Book: Identifiable {
    var title: String
    var isAvailable = true
    init(title: String) { self.title = title }
}

struct LibraryView: View {
    @State private var books = [Book(title: "Emma"), Book(title: "Ulysses")]

    var body: some View {
        VStack {
            List(books) { book in
                @Bindable var book = book
                Toggle(book.title, isOn: $book.isAvailable)
            }
            Button("Availability") {
                print(books.map { "\($0.title)=\($0.isAvailable)" }.joined(separator: ", "))
            }
        }
    }
}

:mount LibraryView()
:toggle "Ulysses"
:tap "Availability"
:toggle "Emma"
:toggle "Ulysses"
:tap "Availability"
// expect: Emma=true, Ulysses=false
// expect: Emma=false, Ulysses=true
