// Tutorial style (flip cards with rotation3DEffect): each card owns its face-up @State and flips on onTapGesture inside withAnimation; the card also reports the flip through a closure, so the parent runs and every card, holding a new closure, runs too (rules §2.4, §2.8, §12.1, §12.2, §15.10, §15.15)
import SwiftUI

struct FlipCard: View {
    let symbol: String
    let onFlip: () -> Void
    @State private var isFaceUp = false

    var body: some View {
        let _ = Self._printChanges()
        ZStack {
            RoundedRectangle(cornerRadius: 10)
                .fill(isFaceUp ? Color.white : Color.indigo)
            Text(isFaceUp ? symbol : "?")
                .font(.largeTitle)
        }
        .frame(width: 70, height: 90)
        .rotation3DEffect(.degrees(isFaceUp ? 180 : 0), axis: (x: 0, y: 1, z: 0))
        .onTapGesture {
            withAnimation(.easeInOut(duration: 0.4)) {
                isFaceUp.toggle()
            }
            onFlip()
            print("flipped \(symbol), face up: \(isFaceUp)")
        }
    }
}

struct MemoryGameView: View {
    let symbols = ["🐶", "🐱", "🐭", "🐹"]
    @State private var moves = 0

    var body: some View {
        let _ = print("MemoryGameView body: \(moves) moves")
        VStack {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 70))]) {
                ForEach(symbols, id: \.self) { symbol in
                    FlipCard(symbol: symbol) {
                        moves += 1
                    }
                }
            }
            Text("Moves: \(moves)")
        }
    }
}

:mount MemoryGameView()
// expect: MemoryGameView body: 0 moves
// expect: FlipCard: @self, @identity, _isFaceUp changed.
// expect: FlipCard: @self, @identity, _isFaceUp changed.
// expect: FlipCard: @self, @identity, _isFaceUp changed.
// expect: FlipCard: @self, @identity, _isFaceUp changed.
:tap "?" 2
// expect: flipped 🐱, face up: true
// expect: MemoryGameView body: 1 moves
// expect: FlipCard: @self changed.
// expect: FlipCard: @self, _isFaceUp changed.
// expect: FlipCard: @self changed.
// expect: FlipCard: @self changed.
:tap "🐱"
// expect: flipped 🐱, face up: false
// expect: MemoryGameView body: 2 moves
// expect: FlipCard: @self changed.
// expect: FlipCard: @self, _isFaceUp changed.
// expect: FlipCard: @self changed.
// expect: FlipCard: @self changed.
