// CS193p style: a view model whose model is a plain `private(set) var model` (no @Published) and whose intents call objectWillChange.send() by hand, as the lectures show before @Published; a send re-runs the observing root even when nothing changed (rules §6.2, §6.3 "no equality check"), and an intent that forgets the send changes the model silently until the next send (rules §0.2: no box said anything)
import SwiftUI
import Combine

struct SetOfCards {
    private(set) var cards: [Card]
    private(set) var selectedCount = 0

    init(names: [String]) {
        cards = names.enumerated().map { Card(id: $0.offset + 1, name: $0.element) }
    }

    mutating func toggleSelection(of id: Int) {
        guard let index = cards.firstIndex(where: { $0.id == id }) else { return }
        cards[index].isSelected.toggle()
        selectedCount = cards.filter(\.isSelected).count
    }

    struct Card: Identifiable, Equatable {
        let id: Int
        let name: String
        var isSelected = false
    }
}

final class CardTableViewModel: ObservableObject {
    private(set) var model = SetOfCards(names: ["oval", "diamond", "squiggle"])

    var cards: [SetOfCards.Card] { model.cards }
    var selectedCount: Int { model.selectedCount }

    // MARK: - Intents
    func select(_ card: SetOfCards.Card) {
        objectWillChange.send()
        model.toggleSelection(of: card.id)
    }

    func selectQuietly(_ card: SetOfCards.Card) {
        // forgot objectWillChange.send()
        model.toggleSelection(of: card.id)
        print("quietly selected \(card.name): \(model.selectedCount) selected")
    }

    func refresh() {
        objectWillChange.send()
    }
}

struct CardRow: View {
    let card: SetOfCards.Card
    var body: some View {
        let _ = print("CardRow \(card.name) body: \(card.isSelected ? "selected" : "plain")")
        Text(card.isSelected ? "[\(card.name)]" : card.name)
    }
}

struct CardTableView: View {
    @ObservedObject var viewModel: CardTableViewModel

    var body: some View {
        let _ = print("CardTableView body: \(viewModel.selectedCount) selected")
        VStack {
            ForEach(viewModel.cards) { card in
                CardRow(card: card)
                    .onTapGesture { viewModel.select(card) }
            }
            Button("Quietly pick squiggle") { viewModel.selectQuietly(viewModel.cards[2]) }
            Button("Refresh") { viewModel.refresh() }
        }
    }
}

:mount CardTableView(viewModel: CardTableViewModel())
// expect: CardTableView body: 0 selected
// expect: CardRow oval body: plain
// expect: CardRow diamond body: plain
// expect: CardRow squiggle body: plain
:tap "oval"
// expect: CardTableView body: 1 selected
// expect: CardRow oval body: selected
:tap "Refresh"
// expect: CardTableView body: 1 selected
:tap "Quietly pick squiggle"
// expect: quietly selected squiggle: 2 selected
:tap "Refresh"
// expect: CardTableView body: 2 selected
// expect: CardRow squiggle body: selected
:tap "[oval]"
// expect: CardTableView body: 1 selected
// expect: CardRow oval body: plain
