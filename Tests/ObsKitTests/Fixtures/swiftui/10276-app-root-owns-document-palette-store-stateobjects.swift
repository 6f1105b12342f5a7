// CS193p style (EmojiArt with a PaletteStore in the environment): the app root owns the document and the palette store as @StateObjects and injects the store with `.environmentObject`; the PaletteChooser reads it, and the document view declares the same @EnvironmentObject only to pass it on; both run when the store publishes (rules §14.1: the box subscribes at update, read or not), while the document's own intents run only the document view (§5.1) and leave the chooser, whose value is unchanged, alone (§2.7)
import SwiftUI

final class PaletteStore: ObservableObject {
    @Published var palettes = ["faces", "animals", "food"]
    @Published var cursorIndex = 0
    init() { print("PaletteStore init") }
}

final class EmojiArtDocument: ObservableObject {
    @Published private(set) var emojis: [String] = []
    init() { print("EmojiArtDocument init") }
    func add(_ emoji: String) { emojis.append(emoji) }
}

struct PaletteChooser: View {
    @EnvironmentObject var store: PaletteStore
    var body: some View {
        let _ = print("PaletteChooser body: \(store.palettes[store.cursorIndex])")
        HStack {
            Button("Next palette") { store.cursorIndex = (store.cursorIndex + 1) % store.palettes.count }
            Text(store.palettes[store.cursorIndex])
        }
    }
}

struct EmojiArtDocumentView: View {
    @ObservedObject var document: EmojiArtDocument
    @EnvironmentObject var paletteStore: PaletteStore

    var body: some View {
        let _ = print("EmojiArtDocumentView body: \(document.emojis.count) emojis")
        VStack {
            Text(document.emojis.joined(separator: " "))
            Button("Add smile") { document.add("smile") }
            PaletteChooser()
        }
    }
}

@main
struct EmojiArtApp: App {
    @StateObject var defaultDocument = EmojiArtDocument()
    @StateObject var paletteStore = PaletteStore()

    var body: some Scene {
        WindowGroup {
            EmojiArtDocumentView(document: defaultDocument)
                .environmentObject(paletteStore)
        }
    }
}

:mount EmojiArtApp()
// expect: EmojiArtDocument init
// expect: PaletteStore init
// expect: EmojiArtDocumentView body: 0 emojis
// expect: PaletteChooser body: faces
:tap "Next palette"
// expect: EmojiArtDocumentView body: 0 emojis
// expect: PaletteChooser body: animals
:tap "Add smile"
// expect: EmojiArtDocumentView body: 1 emojis
:tap "Next palette"
// expect: EmojiArtDocumentView body: 1 emojis
// expect: PaletteChooser body: food
