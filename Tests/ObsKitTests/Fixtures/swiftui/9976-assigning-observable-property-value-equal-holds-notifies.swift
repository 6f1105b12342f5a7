// WWDC24 Observation update style (swiftlang/swift#78151, in Xcode 16.3 toolchains): assigning an @Observable property a value equal to the one it holds notifies nobody, so the price tag does not re-run, while an in-place `+= 0` is a mutation and notifies; the property's didSet runs in every case (rules §8.1, §15.6, T12)
import SwiftUI

@Observable
final class PriceBoard {
    var price = 3 {
        didSet { print("price didSet: \(price)") }
    }
}

struct PriceTag: View {
    let board: PriceBoard

    var body: some View {
        let _ = print("PriceTag body: \(board.price) dollars")
        Text("\(board.price) dollars")
    }
}

struct PriceScreen: View {
    @State private var board = PriceBoard()

    var body: some View {
        VStack {
            PriceTag(board: board)
            Button("Set same") { board.price = 3 }
            Button("Add zero") { board.price += 0 }
            Button("Raise") { board.price = 4 }
        }
    }
}

:mount PriceScreen()
// expect: PriceTag body: 3 dollars
:tap "Set same"
// expect: price didSet: 3
:tap "Add zero"
// expect: price didSet: 3
// expect: PriceTag body: 3 dollars
:tap "Raise"
// expect: price didSet: 4
// expect: PriceTag body: 4 dollars
:tap "Set same"
// expect: price didSet: 3
// expect: PriceTag body: 3 dollars
