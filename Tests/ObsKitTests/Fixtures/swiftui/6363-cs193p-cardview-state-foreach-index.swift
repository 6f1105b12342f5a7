// Stanford CS193p lecture 1-2 (Memorize before MVVM): a CardView with its own @State isFaceUp flipped by onTapGesture, cards in a LazyVGrid from ForEach(0..<cardCount, id: \.self), Add/Remove card buttons; a card's state lives with its identity (the index), so removing and re-adding the last card starts it face down (Apple: State, ForEach init(_:id:content:); SEMANTICS §1 explicit identity, §2 equal row values do not re-run, §3)
import SwiftUI

struct CardView: View {
    let content: String
    let number: Int
    @State var isFaceUp = false

    var body: some View {
        let _ = print("card \(number) body, face up \(isFaceUp)")
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

struct MemorizeView: View {
    let emojis = ["👻", "🎃", "🕷️", "😈", "💀"]
    @State private var cardCount = 3

    var body: some View {
        VStack {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
                    ForEach(0..<cardCount, id: \.self) { index in
                        CardView(content: emojis[index], number: index + 1)
                            .aspectRatio(2/3, contentMode: .fit)
                    }
                }
                .foregroundStyle(.orange)
            }
            HStack {
                Button("Remove Card") {
                    if cardCount > 1 { cardCount -= 1 }
                }
                Spacer()
                Button("Add Card") {
                    if cardCount < emojis.count { cardCount += 1 }
                }
            }
            .imageScale(.large)
            .font(.largeTitle)
        }
        .padding()
    }
}

:mount MemorizeView()
:tap "🎃"
:tap "🕷️"
:tap "Remove Card"
:tap "Add Card"
:tap "🎃"
:tap "Add Card"

// expect: card 1 body, face up false
// expect: card 2 body, face up false
// expect: card 3 body, face up false
// expect: card 2 body, face up true
// expect: card 3 body, face up true
// expect: card 3 body, face up false
// expect: card 2 body, face up false
// expect: card 4 body, face up false
