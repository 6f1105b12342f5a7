// SwiftLee style: owning the edit mode yourself with `.environment(\.editMode, $mode)` outside any navigation stack
// What SwiftUI does: `.environment(\.editMode, $mode)` gives the content a binding of the screen's own, and an
// `EditButton` inside toggles it (rules §15.25). The screen reads `mode` and runs again; the photo grid declares
// `@Environment(\.editMode)` and runs again when the mode changes (rules §15.25, §14.2). Writing `mode` back from the
// screen's own "Delete selected" button leaves edit mode the same way.
// Sources: rules §3.5, §14.2, §15.25; https://developer.apple.com/documentation/swiftui/environmentvalues/editmode
// https://developer.apple.com/documentation/swiftui/editmode
import SwiftUI

struct PhotoGrid: View {
    @Environment(\.editMode) private var editMode

    var body: some View {
        let _ = print("PhotoGrid body: \(editMode?.wrappedValue.isEditing == true ? "selecting" : "browsing")")
        VStack {
            Text("12 photos")
            EditButton()
        }
    }
}

struct AlbumScreen: View {
    @State private var mode: EditMode = .inactive

    var body: some View {
        let _ = print("AlbumScreen body: editing \(mode.isEditing)")
        VStack {
            PhotoGrid()
            if mode.isEditing {
                Button("Delete selected") {
                    print("deleting the selection")
                    mode = .inactive
                }
            }
        }
        .environment(\.editMode, $mode)
    }
}

:mount AlbumScreen()
// expect: AlbumScreen body: editing false
// expect: PhotoGrid body: browsing
:tap "Edit"
// expect: AlbumScreen body: editing true
// expect: PhotoGrid body: selecting
:tap "Delete selected"
// expect: deleting the selection
// expect: AlbumScreen body: editing false
// expect: PhotoGrid body: browsing
:tap "Edit"
// expect: AlbumScreen body: editing true
// expect: PhotoGrid body: selecting
:tap "Done"
// expect: AlbumScreen body: editing false
// expect: PhotoGrid body: browsing
