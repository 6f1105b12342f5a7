// SwiftUI from a tutorial pattern: https://developer.apple.com/documentation/swiftui/view/contextmenu(menuitems:) (photo rows with onTapGesture and a context menu of Favorite / Delete)
// A context menu is shown by a long press (a secondary click on the Mac); a plain tap on the row still runs
// its onTapGesture. The menu's buttons are not on screen until the menu is opened, so they can't be tapped
// directly.
// - Tapping the row text opens the photo (the tap gesture), twice, for two rows.
// - Tapping "Favorite" without opening the menu finds no visible button.
import SwiftUI

struct PhotoRows: View {
    @State private var favorites: Set<String> = []
    let photos = ["Beach", "Forest"]

    var body: some View {
        List(photos, id: \.self) { photo in
            Text(photo)
                .onTapGesture { print("open \(photo)") }
                .contextMenu {
                    Button {
                        favorites.insert(photo)
                    } label: {
                        Label("Favorite", systemImage: "heart")
                    }
                    Button("Delete", role: .destructive) { print("delete \(photo)") }
                }
        }
    }
}

:mount PhotoRows()
:tap "Beach"
// expect: open Beach
:tap "Forest"
// expect: open Forest
:tap "Favorite"
// expect-error: no visible button labelled "Favorite"
