// WWDC23 "Discover Observation in SwiftUI" style: a computed property built from stored ones is tracked through them; an @ObservationIgnored property is not tracked; equal `=` versus in-place change.
// A computed property of an @Observable class needs no annotation: reading it reads the stored properties it uses,
// so the body depends on those (WWDC23 "Discover Observation"; Apple `observable()`; rules §8.1, §8.3).
// @ObservationIgnored makes a property untracked: changing it never re-runs a body (rules §8.1).
// Assigning an equal array with `=` notifies nobody with the Xcode 16.3+ toolchain (rules §8.1, T12), while a
// change in place (a subscript set through the array) notifies every time, even when the element is the same
// (rules §8.1, T12): the body runs again with the same total.
import SwiftUI

@Observable
final class OrderBoard {
    var orders: [Int] = [2, 3]
    @ObservationIgnored var refreshCount = 0

    var totalDonuts: Int { orders.reduce(0, +) }
}

struct BoardView: View {
    let board: OrderBoard

    var body: some View {
        let _ = print("BoardView body, total \(board.totalDonuts)")
        VStack {
            Text("\(board.totalDonuts) donuts ordered")
            Button("Add order of 4") { board.orders.append(4) }
            Button("Refresh") {
                board.refreshCount += 1
                print("refreshed \(board.refreshCount) times")
            }
            Button("Assign same orders") {
                let same = board.orders
                board.orders = same
                print("assigned \(same)")
            }
            Button("Set first to 2") {
                board.orders[0] = 2
                print("first is \(board.orders[0])")
            }
        }
    }
}

struct TruckRoot: View {
    @State private var board = OrderBoard()

    var body: some View {
        BoardView(board: board)
    }
}

:mount TruckRoot()
// expect: BoardView body, total 5
:tap "Add order of 4"
// expect: BoardView body, total 9
:tap "Refresh"
// expect: refreshed 1 times
:tap "Refresh"
// expect: refreshed 2 times
:tap "Assign same orders"
// expect: assigned [2, 3, 4]
:tap "Set first to 2"
// expect: first is 2
// expect: BoardView body, total 9
