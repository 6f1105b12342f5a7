// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/state (@State holding an @Observable model)
// Apple's State page: store an Observable object in State to make it the single source of truth, and SwiftUI
// updates the view when the observable properties the body reads change. The root view is made once, so the
// model is made once; the storage lives until the view goes away (`:unmount`).
import SwiftUI
import Observation

@Observable final class Library {
    var name = "City Library"
    var visitors = 0
    init() { print("Library init") }
    deinit { print("Library deinit") }
}

struct LibraryView: View {
    @State private var library = Library()

    var body: some View {
        let _ = print("body: \(library.name)")
        VStack {
            Text(library.name)
            Button("Rename") { library.name = "Town Library" }
            Button("Visit") {
                library.visitors += 1
                print("visitors: \(library.visitors)")
            }
        }
    }
}

:mount LibraryView()
// expect: Library init
// expect: body: City Library
:tap "Visit"
// expect: visitors: 1
:tap "Rename"
// expect: body: Town Library
:tap "Visit"
// expect: visitors: 2
:unmount
// expect: Library deinit
