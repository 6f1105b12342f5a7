// SwiftUI from Apple's documentation: a @State default value is instantiated every time the view is, but the first one is kept
// Apple, State (https://developer.apple.com/documentation/swiftui/state), "Store observable objects" (the property wrapper):
// "A State property always instantiates its default value when SwiftUI instantiates the view. [...] if a view updates
// frequently, allocating a new default object each time the view initializes can become expensive."
// Apple, State init(wrappedValue:) (https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)): "SwiftUI
// initializes the state's storage only once for each container instance that you declare."
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
    @State private var library = Library()
    var body: some View {
        Button("Which library") { print("using library \(library.serial)") }
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
// expect: Library init 2
// expect: Library init 3
// expect: using library 1
