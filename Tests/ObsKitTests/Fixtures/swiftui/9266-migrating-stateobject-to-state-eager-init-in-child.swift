// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/state (after migrating, @State makes its default value every time the view is initialized; @StateObject made it once)
// Migrating replaces `@StateObject private var library = Library()` with `@State private var library =
// Library()`. Apple's State page: a State property always instantiates its default value when SwiftUI
// instantiates the view, so a view that is re-initialized often allocates a new object each time (only the
// first is kept). StateObject's initial value is an autoclosure, evaluated only when the storage is made.
// Two shelves, one per wrapper, sit in a parent that re-renders on "Refresh".
// - At mount the @State default is made while the parent's body builds the NewShelf value; the
//   @StateObject one only when OldShelf's storage is installed, before its first body.
// - Each parent render makes a new NewShelf value, and with it another Library; OldShelf makes nothing.
// - Both shelves keep showing their first object (number 1).
import SwiftUI
import Combine
import Observation

var oldLibrariesMade = 0
var newLibrariesMade = 0

final class OldLibrary: ObservableObject {
    let number: Int
    init() {
        oldLibrariesMade += 1
        number = oldLibrariesMade
        print("ObservableObject library \(number) made")
    }
}

@Observable
final class Library {
    let number: Int
    init() {
        newLibrariesMade += 1
        number = newLibrariesMade
        print("@Observable library \(number) made")
    }
}

struct OldShelf: View {
    @StateObject private var library = OldLibrary()

    var body: some View {
        Text("old shelf uses library \(library.number)")
    }
}

struct NewShelf: View {
    @State private var library = Library()

    var body: some View {
        Text("new shelf uses library \(library.number)")
    }
}

struct Parent: View {
    @State private var refreshes = 0

    var body: some View {
        VStack {
            Text("refreshes: \(refreshes)")
            OldShelf()
            NewShelf()
            Button("Refresh") { refreshes += 1 }
            Button("Report") { print("made: \(oldLibrariesMade) ObservableObject, \(newLibrariesMade) @Observable") }
        }
    }
}

:mount Parent()
// expect: @Observable library 1 made
// expect: ObservableObject library 1 made
:tap "Refresh"
// expect: @Observable library 2 made
:tap "Refresh"
// expect: @Observable library 3 made
:tap "Report"
// expect: made: 1 ObservableObject, 3 @Observable
