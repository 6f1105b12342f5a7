// SwiftUI from Apple's documentation: creating a @State object in .task makes it once, not on every view initialization
// Apple, State (https://developer.apple.com/documentation/swiftui/state): "you can defer the creation of the object using the
// task modifier, which is called only once when the view first appears"; "Delaying the creation of the observable state
// object ensures that unnecessary allocations of the object don't happen each time SwiftUI initializes the view."
import SwiftUI

@MainActor @Observable
final class Library {
    static var made = 0
    let serial: Int
    init() {
        Library.made += 1
        serial = Library.made
        print("Library init \(serial)")
    }
}

struct LibraryView: View {
    @State private var library: Library?
    var body: some View {
        Button("Which library") { print("using library \(library?.serial ?? 0)") }
            .task {
                library = Library()
            }
    }
}

struct Shelf: View {
    @State private var visits = 0
    var body: some View {
        VStack {
            Button("Visit \(visits)") { visits += 1 }
            LibraryView()
        }
    }
}

:mount Shelf()
:tap "Visit 0"
:tap "Visit 1"
:tap "Which library"
// expect: Library init 1
// expect: using library 1
