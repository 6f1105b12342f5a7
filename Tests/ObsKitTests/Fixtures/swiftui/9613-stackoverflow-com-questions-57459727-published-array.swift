// Stack Overflow, "Why an ObservedObject array is not updated in my SwiftUI application?", https://stackoverflow.com/questions/57459727 — a @Published array of class instances: changing a property of an element publishes nothing, so the view stays stale; the fixes: structs (an in-place change sets the array), or objectWillChange.send() by hand; plus a `$deck.structCards[i].isFaceUp` toggle binding
// The answers: "@Published only emits when the array itself is set; with a class element you mutate the object
// behind the reference, the array doesn't change"; use a struct, whose in-place mutation sets the array and
// publishes, or call objectWillChange.send() before the change (rules §6.3, §6.2). Sent after the change, it
// still works in a view: the body runs at the next update and reads the new value (rules §10.1). A binding through the
// ObservedObject wrapper and the array subscript writes back the whole array (rules §9.2, §15.1).
import SwiftUI
import Combine

final class ClassCard: Identifiable {
    let id: Int
    var isFaceUp = false
    init(id: Int) { self.id = id }
}

struct StructCard: Identifiable {
    let id: Int
    var isFaceUp = false
}

final class Deck: ObservableObject {
    @Published var classCards = [ClassCard(id: 1), ClassCard(id: 2)]
    @Published var structCards = [StructCard(id: 1), StructCard(id: 2)]

    func flipClassCard(_ index: Int) {
        classCards[index].isFaceUp.toggle()
    }

    func flipClassCardAndNotify(_ index: Int) {
        objectWillChange.send()
        classCards[index].isFaceUp.toggle()
    }

    func flipClassCardNotifyAfter(_ index: Int) {
        classCards[index].isFaceUp.toggle()
        objectWillChange.send()
    }

    func flipStructCard(_ index: Int) {
        structCards[index].isFaceUp.toggle()
    }
}

struct DeckView: View {
    @ObservedObject var deck: Deck

    var body: some View {
        let classFaces = deck.classCards.map { $0.isFaceUp ? "up" : "down" }.joined(separator: ",")
        let structFaces = deck.structCards.map { $0.isFaceUp ? "up" : "down" }.joined(separator: ",")
        let _ = print("DeckView body: class [\(classFaces)] struct [\(structFaces)]")
        VStack {
            Button("Flip class 1") { deck.flipClassCard(0) }
            Button("Flip class 2 and notify") { deck.flipClassCardAndNotify(1) }
            Button("Flip class 1, notify after") { deck.flipClassCardNotifyAfter(0) }
            Button("Flip struct 1") { deck.flipStructCard(0) }
            Toggle("Struct card 2", isOn: $deck.structCards[1].isFaceUp)
        }
    }
}

struct GameView: View {
    @StateObject private var deck = Deck()

    var body: some View {
        DeckView(deck: deck)
    }
}

:mount GameView()
// expect: DeckView body: class [down,down] struct [down,down]
:tap "Flip class 1"
:tap "Flip class 1"
:tap "Flip class 1"
:tap "Flip struct 1"
// expect: DeckView body: class [up,down] struct [up,down]
:tap "Flip class 2 and notify"
// expect: DeckView body: class [up,up] struct [up,down]
:toggle "Struct card 2"
// expect: DeckView body: class [up,up] struct [up,up]
:tap "Flip class 1"
:toggle "Struct card 2"
// expect: DeckView body: class [down,up] struct [up,down]
:tap "Flip class 1, notify after"
// expect: DeckView body: class [up,up] struct [up,down]
