// A sticker tray: a horizontal ScrollView holding a `LazyHGrid` of two fixed rows, each cell an icon-only
// Label button (`.labelStyle(.iconOnly)`), the pattern of Apple's LazyHGrid page.
// Expected: lazy grids have all their cells on screen here (rules §15.9); an icon-only Label keeps its
// title for `:tap` (rules §15.3).
import SwiftUI

struct Sticker: Identifiable {
    let id: String
    let symbol: String
}

struct StickerTray: View {
    let stickers = [
        Sticker(id: "Star", symbol: "star.fill"),
        Sticker(id: "Heart", symbol: "heart.fill"),
        Sticker(id: "Bolt", symbol: "bolt.fill"),
        Sticker(id: "Leaf", symbol: "leaf.fill"),
        Sticker(id: "Moon", symbol: "moon.fill"),
    ]
    let rows = [GridItem(.fixed(56)), GridItem(.fixed(56))]
    @State private var picked: [String] = []

    var body: some View {
        VStack(alignment: .leading) {
            Text(picked.isEmpty ? "Pick a sticker" : picked.joined(separator: ", "))
            ScrollView(.horizontal, showsIndicators: false) {
                LazyHGrid(rows: rows, spacing: 12) {
                    ForEach(stickers) { sticker in
                        Button {
                            picked.append(sticker.id)
                        } label: {
                            Label(sticker.id, systemImage: sticker.symbol)
                                .labelStyle(.iconOnly)
                                .font(.largeTitle)
                        }
                    }
                }
                .padding(.horizontal)
            }
            .frame(height: 130)
        }
        .onChange(of: picked) { _, now in print("picked:", now) }
    }
}

:mount StickerTray()
:tap "Leaf"
:tap "Star"

// expect: picked: ["Leaf"]
// expect: picked: ["Leaf", "Star"]
