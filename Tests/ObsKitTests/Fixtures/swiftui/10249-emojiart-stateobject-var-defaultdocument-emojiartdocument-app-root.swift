// CS193p style: EmojiArt, `@StateObject var defaultDocument = EmojiArtDocument()` at the App root, the document holding `@Published private var emojiArt` (a model struct with Identifiable emojis) and intents addEmoji/resize; the palette row takes a String and an onPick closure that captures the document, so it runs at every root render (rules §2.4), each placed emoji is a row keyed by its id (§1.2) and runs only when its own value changes; a @State selection in the document view drives which emoji the "Bigger" intent resizes
import SwiftUI

struct EmojiArt {
    private(set) var emojis: [Emoji] = []
    private var uniqueEmojiId = 0

    mutating func addEmoji(_ emoji: String, at position: (x: Int, y: Int), size: Int) {
        uniqueEmojiId += 1
        emojis.append(Emoji(string: emoji, x: position.x, y: position.y, size: size, id: uniqueEmojiId))
    }

    mutating func resize(_ id: Emoji.ID, by factor: Int) {
        if let index = emojis.firstIndex(where: { $0.id == id }) {
            emojis[index].size *= factor
        }
    }

    struct Emoji: Identifiable {
        let string: String
        var x: Int
        var y: Int
        var size: Int
        var id: Int
    }
}

final class EmojiArtDocument: ObservableObject {
    @Published private var emojiArt = EmojiArt()

    init() { print("EmojiArtDocument init") }

    var emojis: [EmojiArt.Emoji] { emojiArt.emojis }

    // MARK: - Intents
    func addEmoji(_ emoji: String, at position: (x: Int, y: Int), size: Int) {
        emojiArt.addEmoji(emoji, at: position, size: size)
    }

    func resize(_ id: EmojiArt.Emoji.ID, by factor: Int) {
        emojiArt.resize(id, by: factor)
    }
}

struct ScrollingEmojis: View {
    let emojis: String
    let onPick: (String) -> Void

    var body: some View {
        let _ = print("ScrollingEmojis body")
        HStack {
            ForEach(emojis.split(separator: " ").map(String.init), id: \.self) { emoji in
                Button("add \(emoji)") { onPick(emoji) }
            }
        }
    }
}

struct EmojiView: View {
    let emoji: EmojiArt.Emoji
    let isSelected: Bool

    var body: some View {
        let _ = print("EmojiView \(emoji.id) body: \(emoji.string) size \(emoji.size)\(isSelected ? " selected" : "")")
        Text("\(emoji.string) #\(emoji.id)")
            .font(.system(size: CGFloat(emoji.size)))
            .position(x: CGFloat(emoji.x), y: CGFloat(emoji.y))
    }
}

struct EmojiArtDocumentView: View {
    @ObservedObject var document: EmojiArtDocument
    @State private var selection: EmojiArt.Emoji.ID?
    private let paletteEmojis = "dog tree"

    var body: some View {
        let _ = print("EmojiArtDocumentView body: \(document.emojis.count) emojis")
        VStack(spacing: 0) {
            ZStack {
                Color.white
                ForEach(document.emojis) { emoji in
                    EmojiView(emoji: emoji, isSelected: emoji.id == selection)
                        .onTapGesture { selection = emoji.id }
                }
            }
            Button("Bigger") {
                if let selection { document.resize(selection, by: 2) }
            }
            ScrollingEmojis(emojis: paletteEmojis) { emoji in
                document.addEmoji(emoji, at: (x: 100, y: 100), size: 40)
            }
        }
    }
}

@main
struct EmojiArtApp: App {
    @StateObject var defaultDocument = EmojiArtDocument()

    var body: some Scene {
        WindowGroup {
            EmojiArtDocumentView(document: defaultDocument)
        }
    }
}

:mount EmojiArtApp()
// expect: EmojiArtDocument init
// expect: EmojiArtDocumentView body: 0 emojis
// expect: ScrollingEmojis body
:tap "add dog"
// expect: EmojiArtDocumentView body: 1 emojis
// expect: EmojiView 1 body: dog size 40
// expect: ScrollingEmojis body
:tap "add tree"
// expect: EmojiArtDocumentView body: 2 emojis
// expect: EmojiView 2 body: tree size 40
// expect: ScrollingEmojis body
:tap "dog #1"
// expect: EmojiArtDocumentView body: 2 emojis
// expect: EmojiView 1 body: dog size 40 selected
// expect: ScrollingEmojis body
:tap "Bigger"
// expect: EmojiArtDocumentView body: 2 emojis
// expect: EmojiView 1 body: dog size 80 selected
// expect: ScrollingEmojis body
