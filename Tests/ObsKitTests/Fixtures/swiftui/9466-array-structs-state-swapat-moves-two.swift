// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/foreach (an array of structs in @State: swapAt moves two elements and their rows' @State goes with them; assigning an element with a new id in place of the old replaces that row, whose @State starts over)
// Apple's ForEach page: "It's important that the id of a data element doesn't change unless you replace the data
// element with a new data element that has a new identity. If the id of a data element changes, the content view
// generated from that data element loses any current state and animations." Swapping keeps both ids, so each row
// keeps its own count; the replacement brings a new id, so its row is a new view.
import SwiftUI

struct Card: Identifiable {
    let id: Int
    var title: String
}

struct CardRow: View {
    let card: Card
    @State private var flips = 0
    var body: some View {
        Button("Flip \(card.title)") {
            flips += 1
            print("\(card.title) #\(card.id): \(flips) flips")
        }
    }
}

struct Deck: View {
    @State private var cards = [Card(id: 1, title: "Ace"), Card(id: 2, title: "King"), Card(id: 3, title: "Queen")]

    var body: some View {
        NavigationStack {
            List {
                ForEach(cards) { card in
                    CardRow(card: card)
                }
            }
            .toolbar {
                Button("Swap ends") { cards.swapAt(0, 2) }
                Button("Rename King") { cards[1].title = "Royal" }
                Button("Replace middle") { cards[1] = Card(id: 9, title: "Jack") }
            }
        }
        .onChange(of: cards.map(\.title)) { _, titles in
            print(titles)
        }
    }
}

:mount Deck()
:tap "Flip Ace"
// expect: Ace #1: 1 flips
:tap "Flip King"
// expect: King #2: 1 flips
:tap "Flip King"
// expect: King #2: 2 flips
:tap "Swap ends"
// expect: ["Queen", "King", "Ace"]
:tap "Flip Ace"
// expect: Ace #1: 2 flips
:tap "Rename King"
// expect: ["Queen", "Royal", "Ace"]
:tap "Flip Royal"
// expect: Royal #2: 3 flips
:tap "Replace middle"
// expect: ["Queen", "Jack", "Ace"]
:tap "Flip Jack"
// expect: Jack #9: 1 flips
:tap "Flip Queen"
// expect: Queen #3: 1 flips
