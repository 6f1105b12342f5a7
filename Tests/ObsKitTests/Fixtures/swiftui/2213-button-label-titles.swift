// Issue 13 (B), a Button whose label is an Image or a Label is found by a title: a `Label("Add Bean", ...)`
// label by its title; a label made of an image and a text by the text; an image-only label by its
// `.accessibilityLabel` when it has one, else by the symbol's name (`:tap "trash"`). SwiftUI's own
// accessibility label for a bare SF Symbol is a localized description; ObsREPL's choice is the symbol name,
// which the user can read in the code.
// Source: https://developer.apple.com/documentation/swiftui/button (init(action:label:)),
// https://developer.apple.com/documentation/swiftui/label,
// https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)-1d7jv.
import SwiftUI

struct BeanShelf: View {
    @State private var beans = 0

    var body: some View {
        HStack {
            Button {
                beans += 1
                print("added, beans:", beans)
            } label: {
                Label("Add Bean", systemImage: "plus")
            }
            Button {
                print("favorite")
            } label: {
                HStack {
                    Image(systemName: "star")
                    Text("Favorite")
                }
            }
            Button {
                beans = 0
                print("emptied")
            } label: {
                Image(systemName: "trash")
            }
            Button {
                print("settings")
            } label: {
                Image(systemName: "gearshape")
            }
            .accessibilityLabel("Settings")
        }
    }
}

:mount BeanShelf()
:tap "Add Bean"
:tap "Add Bean"
:tap "Favorite"
:tap "trash"
:tap "Settings"

// expect: added, beans: 1
// expect: added, beans: 2
// expect: favorite
// expect: emptied
// expect: settings
