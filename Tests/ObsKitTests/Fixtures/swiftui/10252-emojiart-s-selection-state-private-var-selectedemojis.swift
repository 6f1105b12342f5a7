// CS193p style: EmojiArt's selection, a `@State private var selectedEmojis = Set<Emoji.ID>()` in the document view beside `@ObservedObject var document`; tapping an emoji toggles it in the set (the ForEach row builder reads the set, so the document view depends on it, rules §3.5), "Delete Selected" removes from the document and clears the set in one action: one body, both properties named by _printChanges in declaration order (§10.1, §12.1), the deleted rows go (their onDisappear), the kept one runs only if its selection changed
import SwiftUI

struct EmojiArt {
    struct Emoji: Identifiable {
        let string: String
        let id: Int
    }
    private(set) var emojis = [
        Emoji(string: "cloud", id: 1),
        Emoji(string: "bird", id: 2),
        Emoji(string: "kite", id: 3),
    ]

    mutating func remove(_ ids: Set<Emoji.ID>) {
        emojis.removeAll { ids.contains($0.id) }
    }
}

final class EmojiArtDocument: ObservableObject {
    @Published private var emojiArt = EmojiArt()
    var emojis: [EmojiArt.Emoji] { emojiArt.emojis }

    func removeEmojis(_ ids: Set<EmojiArt.Emoji.ID>) {
        emojiArt.remove(ids)
        print("removed \(ids.count) emojis")
    }
}

struct EmojiView: View {
    let emoji: EmojiArt.Emoji
    let isSelected: Bool

    var body: some View {
        let _ = print("EmojiView \(emoji.string) body\(isSelected ? ": selected" : "")")
        Text(emoji.string)
            .border(isSelected ? Color.blue : Color.clear)
            .onDisappear { print("EmojiView \(emoji.string) disappear") }
    }
}

struct EmojiArtDocumentView: View {
    @ObservedObject var document: EmojiArtDocument
    @State private var selectedEmojis = Set<EmojiArt.Emoji.ID>()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            ForEach(document.emojis) { emoji in
                EmojiView(emoji: emoji, isSelected: selectedEmojis.contains(emoji.id))
                    .onTapGesture {
                        if selectedEmojis.contains(emoji.id) {
                            selectedEmojis.remove(emoji.id)
                        } else {
                            selectedEmojis.insert(emoji.id)
                        }
                    }
            }
            Button("Delete Selected") {
                document.removeEmojis(selectedEmojis)
                selectedEmojis.removeAll()
            }
        }
    }
}

:mount EmojiArtDocumentView(document: EmojiArtDocument())
// expect: EmojiArtDocumentView: @self, @identity, _document, _selectedEmojis changed.
// expect: EmojiView cloud body
// expect: EmojiView bird body
// expect: EmojiView kite body
:tap "cloud"
// expect: EmojiArtDocumentView: _selectedEmojis changed.
// expect: EmojiView cloud body: selected
:tap "kite"
// expect: EmojiArtDocumentView: _selectedEmojis changed.
// expect: EmojiView kite body: selected
:tap "cloud"
// expect: EmojiArtDocumentView: _selectedEmojis changed.
// expect: EmojiView cloud body
:tap "Delete Selected"
// expect: removed 1 emojis
// expect: EmojiArtDocumentView: _document, _selectedEmojis changed.
// expect: EmojiView kite disappear
