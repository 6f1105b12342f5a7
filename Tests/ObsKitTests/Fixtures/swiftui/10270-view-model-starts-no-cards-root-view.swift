// CS193p style (2023-24 lectures on animation and timing): the view model starts with no cards; the root view deals two in `onAppear` (inside withAnimation) and two more from `.task` after a second on the virtual clock; the first body shows 0 cards, then the appearance callback's deal re-runs the root in the same turn (rules §10.1, §11.1, §11.3), the task's deal lands at :advance; withAnimation runs its body at once (§15.15), so Shuffle is an ordinary publish that moves rows without running any card (§1.2, §2.7)
import SwiftUI

struct Dealer {
    private(set) var cards: [Card] = []
    private var undealt = ["sun", "moon", "star", "comet"]

    mutating func deal(_ count: Int) {
        for _ in 0..<count where !undealt.isEmpty {
            let content = undealt.removeFirst()
            cards.append(Card(id: cards.count + 1, content: content))
        }
    }

    mutating func shuffle() {
        cards.reverse()
    }

    struct Card: Identifiable {
        let id: Int
        let content: String
    }
}

final class DealerViewModel: ObservableObject {
    @Published private var model = Dealer()
    var cards: [Dealer.Card] { model.cards }

    func deal(_ count: Int) {
        model.deal(count)
        print("dealt \(count), \(model.cards.count) on table")
    }

    func shuffle() { model.shuffle() }
}

struct CardView: View {
    let card: Dealer.Card
    var body: some View {
        let _ = print("CardView \(card.id) body: \(card.content)")
        Text(card.content)
    }
}

struct TableView: View {
    @ObservedObject var viewModel: DealerViewModel

    var body: some View {
        let _ = print("TableView body: [\(viewModel.cards.map(\.content).joined(separator: " "))]")
        VStack {
            HStack {
                ForEach(viewModel.cards) { card in
                    CardView(card: card)
                }
            }
            Button("Shuffle") {
                withAnimation(.easeInOut(duration: 1)) {
                    viewModel.shuffle()
                }
            }
        }
        .onAppear {
            withAnimation {
                viewModel.deal(2)
            }
        }
        .task {
            try? await Task.sleep(for: .seconds(1))
            viewModel.deal(2)
        }
    }
}

:mount TableView(viewModel: DealerViewModel())
// expect: TableView body: []
// expect: dealt 2, 2 on table
// expect: TableView body: [sun moon]
// expect: CardView 1 body: sun
// expect: CardView 2 body: moon
:advance 1s
// expect: dealt 2, 4 on table
// expect: TableView body: [sun moon star comet]
// expect: CardView 3 body: star
// expect: CardView 4 body: comet
:tap "Shuffle"
// expect: TableView body: [comet star moon sun]
