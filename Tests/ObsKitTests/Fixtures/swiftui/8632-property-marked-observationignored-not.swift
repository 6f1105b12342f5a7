// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/observation/observationignored() (a property marked @ObservationIgnored is not tracked: changing it does not update the view that reads it; the next change to a tracked property updates the view, and onChange then sees the ignored property's new value too)
import SwiftUI

@Observable
class Book {
    var title = "Sample Book Title"
    @ObservationIgnored var timesOpened = 0
}

struct BookView: View {
    @State private var book = Book()

    var body: some View {
        VStack {
            Text(book.title)
            Text("Opened \(book.timesOpened) times")
            Button("Open") {
                book.timesOpened += 1
            }
            Button("Rename") {
                book.title = "Emma"
            }
        }
        .onChange(of: book.timesOpened) { oldValue, newValue in
            print("times opened: \(oldValue) -> \(newValue)")
        }
        .onChange(of: book.title) { _, title in
            print("title: \(title)")
        }
    }
}

:mount BookView()
:tap "Open"
:tap "Open"
print("opened twice")
:tap "Rename"
// expect: opened twice
// expect: times opened: 0 -> 2
// expect: title: Emma
