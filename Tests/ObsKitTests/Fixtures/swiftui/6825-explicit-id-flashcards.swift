// Follows Apple's `id(_:)` page (https://developer.apple.com/documentation/swiftui/view/id(_:)): "Binds a view's
// identity to the given proxy value"; "When the proxy value specified by the id parameter changes, the identity of
// the view — for example, its state — is reset." Own code: a flash-card deck whose card carries `.id(index)`.
// - A new id gives the card a new node: its @State starts over from the initial value, the old node disappears and
//   the new one appears (rules §1.3). An identity reset gives disappear (old), then appear (new) (rules §11.1), both
//   after the update in which the new card's body ran (rules §10.3).
// - Revealing a card changes only the card's @State: only the card's body runs (rules §3.5).
// - Starting over writes 0 over 0 when the deck is at its first card: an equal write, so nothing runs (rules §3.4).
import SwiftUI

struct FlashCard: View {
    let word: String
    @State private var revealed = false

    var body: some View {
        let _ = print("FlashCard body \(word), revealed \(revealed)")
        Button(revealed ? "\(word): shown" : "\(word): hidden") {
            revealed = true
        }
        .onAppear {
            print("FlashCard appeared \(word)")
        }
        .onDisappear {
            print("FlashCard disappeared \(word)")
        }
    }
}

struct Deck: View {
    private let words = ["hola", "gracias", "adios"]
    @State private var index = 0

    var body: some View {
        let _ = print("Deck body, card \(index + 1) of \(words.count)")
        VStack {
            FlashCard(word: words[index])
                .id(index)
            Button("Next card") {
                index = (index + 1) % words.count
            }
            Button("Start over") {
                index = 0
            }
        }
    }
}

:mount Deck()
// expect: Deck body, card 1 of 3
// expect: FlashCard body hola, revealed false
// expect: FlashCard appeared hola
:tap "hola: hidden"
// expect: FlashCard body hola, revealed true
:tap "Next card"
// expect: Deck body, card 2 of 3
// expect: FlashCard body gracias, revealed false
// expect: FlashCard disappeared hola
// expect: FlashCard appeared gracias
:tap "gracias: hidden"
// expect: FlashCard body gracias, revealed true
:tap "Start over"
// expect: Deck body, card 1 of 3
// expect: FlashCard body hola, revealed false
// expect: FlashCard disappeared gracias
// expect: FlashCard appeared hola
:tap "Start over"
