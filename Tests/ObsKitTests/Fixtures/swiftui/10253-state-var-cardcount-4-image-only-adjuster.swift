// CS193p style (lectures 1-2, before MVVM): `@State var cardCount = 4` with image-only +/- adjuster buttons, `ForEach(0..<cardCount, id: \.self)` of CardView(content:) each with its own `@State var isFaceUp = true` flipped by onTapGesture; a tap runs only that card (rules §3.4, §3.5); changing the count re-runs the root, keeps the rows whose index stays (equal values: no body, §2.7), drops the last row with its state (§1.4) and a row that comes back starts from its initial value (§1.2, §3.2)
import SwiftUI

struct CardView: View {
    let content: String
    @State var isFaceUp = true

    var body: some View {
        let _ = print("CardView \(content) body: \(isFaceUp ? "up" : "down")")
        ZStack {
            let base = RoundedRectangle(cornerRadius: 12)
            Group {
                base.fill(.white)
                base.strokeBorder(lineWidth: 2)
                Text(content).font(.largeTitle)
            }
            .opacity(isFaceUp ? 1 : 0)
            base.fill().opacity(isFaceUp ? 0 : 1)
        }
        .onTapGesture {
            isFaceUp.toggle()
        }
    }
}

struct ContentView: View {
    let emojis = ["ghost", "pumpkin", "spider", "devil", "skull"]
    @State var cardCount = 4

    var body: some View {
        let _ = print("ContentView body: \(cardCount) cards")
        VStack {
            cards
            Spacer()
            cardCountAdjusters
        }
        .padding()
    }

    var cardCountAdjusters: some View {
        HStack {
            cardRemover
            Spacer()
            cardAdder
        }
        .imageScale(.large)
        .font(.largeTitle)
    }

    func cardCountAdjuster(by offset: Int, symbol: String) -> some View {
        Button(action: {
            cardCount += offset
        }, label: {
            Image(systemName: symbol)
        })
        .disabled(cardCount + offset < 1 || cardCount + offset > emojis.count)
    }

    var cardRemover: some View {
        cardCountAdjuster(by: -1, symbol: "rectangle.stack.badge.minus.fill")
    }

    var cardAdder: some View {
        cardCountAdjuster(by: +1, symbol: "rectangle.stack.badge.plus.fill")
    }

    var cards: some View {
        HStack {
            ForEach(0..<cardCount, id: \.self) { index in
                CardView(content: emojis[index])
            }
        }
        .foregroundColor(.orange)
    }
}

:mount ContentView()
// expect: ContentView body: 4 cards
// expect: CardView ghost body: up
// expect: CardView pumpkin body: up
// expect: CardView spider body: up
// expect: CardView devil body: up
:tap "ghost"
// expect: CardView ghost body: down
:tap "devil"
// expect: CardView devil body: down
:tap "rectangle.stack.badge.minus.fill"
// expect: ContentView body: 3 cards
:tap "rectangle.stack.badge.plus.fill"
// expect: ContentView body: 4 cards
// expect: CardView devil body: up
:tap "rectangle.stack.badge.plus.fill"
// expect: ContentView body: 5 cards
// expect: CardView skull body: up
:tap "ghost"
// expect: CardView ghost body: up
