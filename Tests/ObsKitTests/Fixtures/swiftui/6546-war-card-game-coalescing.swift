// CodeWithChris style ("War Card Game", a first SwiftUI app): a deal button whose action sets five @State properties; with a fixed deck instead of Int.random so the run repeats.
// Every @State write in one action queues an invalidation; they are flushed together at the end of the event, so
// the body runs once per tap however many properties changed (rules §10.1, T11). The action's print comes first:
// state writes never run a body at once (rules §0.3). The deal button's label is an image, found by its name
// (rules §15.3). The last deal is a tie: the cards still change, so the body runs.
import SwiftUI

struct WarGameView: View {
    @State private var playerCard = "card7"
    @State private var cpuCard = "card13"
    @State private var playerScore = 0
    @State private var cpuScore = 0
    @State private var round = 0

    private let deck = [(5, 9), (12, 3), (8, 8)]

    var body: some View {
        let _ = print("body: \(playerCard) vs \(cpuCard), \(playerScore)-\(cpuScore)")
        ZStack {
            Image("background-plain")
                .resizable()
                .ignoresSafeArea()
            VStack {
                Spacer()
                Image("logo")
                Spacer()
                HStack {
                    Spacer()
                    Image(playerCard)
                    Spacer()
                    Image(cpuCard)
                    Spacer()
                }
                Spacer()
                Button {
                    deal()
                } label: {
                    Image("button")
                }
                Spacer()
                HStack {
                    VStack {
                        Text("Player")
                        Text(String(playerScore))
                    }
                    VStack {
                        Text("CPU")
                        Text(String(cpuScore))
                    }
                }
                .foregroundStyle(.white)
                Spacer()
            }
        }
    }

    func deal() {
        let (playerValue, cpuValue) = deck[round % deck.count]
        round += 1
        playerCard = "card" + String(playerValue)
        cpuCard = "card" + String(cpuValue)
        if playerValue > cpuValue {
            playerScore += 1
        } else if cpuValue > playerValue {
            cpuScore += 1
        }
        print("round \(round): \(playerValue) vs \(cpuValue)")
    }
}

:mount WarGameView()
// expect: body: card7 vs card13, 0-0
:tap "button"
// expect: round 1: 5 vs 9
// expect: body: card5 vs card9, 0-1
:tap "button"
// expect: round 2: 12 vs 3
// expect: body: card12 vs card3, 1-1
:tap "button"
// expect: round 3: 8 vs 8
// expect: body: card8 vs card8, 1-1
:tap "button"
// expect: round 4: 5 vs 9
// expect: body: card5 vs card9, 1-2
