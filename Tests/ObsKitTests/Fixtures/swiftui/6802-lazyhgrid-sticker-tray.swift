// Follows Apple's `LazyHGrid` page (https://developer.apple.com/documentation/swiftui/lazyhgrid): "A container view
// that arranges its child views in a grid that grows horizontally, creating items only as needed"; the number of
// rows is the number of `GridItem`s given (two fixed rows here). Own code: a sticker tray whose cells count uses.
// - Rules §1.5: four small cells fit on an iPhone screen, so every cell is made; nothing depends on prefetching.
// - Cells are identified by the sticker's name (rules §1.2). Removing the first sticker moves every other sticker to
//   another cell of the grid, but each keeps its node and its @State; the removed one's node is destroyed and its
//   onDisappear runs after the update (rules §1.4, §10.3, §11.1).
// - Cell bodies print nothing (several are made at mount, in an unspecified order): actions print, and the labels
//   tapped show each cell's count.
import SwiftUI

struct StickerCell: View {
    let name: String
    @State private var uses = 0

    var body: some View {
        Button("\(name) (\(uses))") {
            uses += 1
            print("used \(name)")
        }
        .onDisappear {
            print("cell gone \(name)")
        }
    }
}

struct StickerTray: View {
    private let rows = [GridItem(.fixed(44)), GridItem(.fixed(44))]
    @State private var stickers = ["cat", "dog", "fox", "owl"]

    var body: some View {
        let _ = print("StickerTray body: \(stickers.joined(separator: ", "))")
        VStack {
            ScrollView(.horizontal) {
                LazyHGrid(rows: rows, spacing: 8) {
                    ForEach(stickers, id: \.self) { name in
                        StickerCell(name: name)
                    }
                }
            }
            Button("Remove first") {
                stickers.removeFirst()
            }
        }
    }
}

:mount StickerTray()
// expect: StickerTray body: cat, dog, fox, owl
:tap "fox (0)"
// expect: used fox
:tap "fox (1)"
// expect: used fox
:tap "owl (0)"
// expect: used owl
:tap "Remove first"
// expect: StickerTray body: dog, fox, owl
// expect: cell gone cat
:tap "fox (2)"
// expect: used fox
:tap "owl (1)"
// expect: used owl
:tap "Remove first"
// expect: StickerTray body: fox, owl
// expect: cell gone dog
:tap "fox (3)"
// expect: used fox
