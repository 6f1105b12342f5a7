// A sticker sheet with repeated stickers, keyed the way many answers suggest for duplicates:
// `ForEach(Array(stickers.enumerated()), id: \.offset)`. It removes the duplicate-id problem but keys rows by position.
// What SwiftUI does: the ids are offsets (rules §1.2). Removing the first sticker keeps offsets 0 and 1 and drops 2:
// node 2 dies (its onDisappear, queued at its death, runs after the update with the last closure it rendered, which
// names "Moon", rules §1.4, §11.1); node 0 gets "Star" again, an equal value, so no body (rules §2.3, §2.5, §2.7);
// node 1, which counted the second "Star", now shows "Moon" with that count. The tapped count stays at its position.
// Sources: rules §1.2, §1.4, §2.3, §2.5, §2.7, §11.1; https://developer.apple.com/documentation/swiftui/foreach
import SwiftUI

struct StickerRow: View {
    let sticker: String
    @State private var count = 0

    var body: some View {
        let _ = print("StickerRow body: \(sticker) x\(count)")
        Button("\(sticker) x\(count)") { count += 1 }
            .onDisappear { print("StickerRow disappear: \(sticker)") }
    }
}

struct StickerSheet: View {
    @State private var stickers = ["Star", "Star", "Moon"]

    var body: some View {
        let _ = print("StickerSheet body: \(stickers.joined(separator: ", "))")
        VStack {
            ForEach(Array(stickers.enumerated()), id: \.offset) { pair in
                StickerRow(sticker: pair.element)
            }
            Button("Remove first") { stickers.removeFirst() }
        }
    }
}

:mount StickerSheet()
// expect: StickerSheet body: Star, Star, Moon
// expect: StickerRow body: Star x0
// expect: StickerRow body: Star x0
// expect: StickerRow body: Moon x0
:tap "Star x0" 2
// expect: StickerRow body: Star x1
:tap "Moon x0"
// expect: StickerRow body: Moon x1
:tap "Remove first"
// expect: StickerSheet body: Star, Moon
// expect: StickerRow body: Moon x1
// expect: StickerRow disappear: Moon
:tap "Moon x1"
// expect: StickerRow body: Moon x2
