// Issue 13 (B), confirmationDialog: its actions are built during the body (the builder is not escaping,
// like an alert's), shown while `isPresented` is true; a tap on any action runs it and dismisses the dialog
// (sets isPresented to false). Dialogs include a standard dismiss action, "Cancel" on iOS, when none of the
// buttons has the cancel role.
// Source: https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:message:)-2s7pz
// ("Dialogs include a standard dismiss action by default"; "When the user presses or taps the dialog's
// default action button, the system sets this value to false"). Rules §8, §13.
import SwiftUI

struct PhotoLibrary: View {
    @State private var photos = ["beach", "cat", "sunset"]
    @State private var confirming = false

    var body: some View {
        let _ = print("PhotoLibrary body,", photos.count, "photos")
        VStack {
            Text(photos.joined(separator: ", "))
            Button("Delete All", role: .destructive) { confirming = true }
        }
        .confirmationDialog("Delete all photos?", isPresented: $confirming, titleVisibility: .visible) {
            Button("Delete \(photos.count) Photos", role: .destructive) {
                photos.removeAll()
                print("deleted")
            }
        } message: {
            Text("This can't be undone.")
        }
    }
}

:mount PhotoLibrary()
:tap "Delete All"
:tap "Cancel"
:tap "Delete All"
:tap "Delete 3 Photos"
:tap "Delete 3 Photos"

// expect: PhotoLibrary body, 3 photos
// expect: deleted
// expect: PhotoLibrary body, 0 photos
// expect-error: no visible button labelled "Delete 3 Photos"
