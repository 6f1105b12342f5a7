// Swift with Majid style: an @Observable board of @Observable pins, one class per row, each row editing its own pin through @Bindable; toggling one pin's favorite runs the favorites header (it read every pin's flag) and that row only, never the list (rules §8.3, §8.5, §2.3, §9.2)
import SwiftUI

@Observable
final class Pin: Identifiable {
    let id: Int
    var city: String
    var favorite = false

    init(id: Int, city: String) {
        self.id = id
        self.city = city
    }
}

@Observable
final class PinBoard {
    var pins = [Pin(id: 1, city: "Oslo"), Pin(id: 2, city: "Lima"), Pin(id: 3, city: "Pune")]
}

struct FavoriteCount: View {
    let board: PinBoard

    var body: some View {
        let count = board.pins.filter(\.favorite).count
        let _ = print("FavoriteCount body: \(count)")
        Text("\(count) favorites")
    }
}

struct PinRow: View {
    @Bindable var pin: Pin

    var body: some View {
        let _ = print("PinRow body: \(pin.city) \(pin.favorite)")
        Toggle(pin.city, isOn: $pin.favorite)
    }
}

struct PinBoardView: View {
    @State private var board = PinBoard()

    var body: some View {
        let _ = print("PinBoardView body: \(board.pins.count) pins")
        List {
            Section {
                ForEach(board.pins) { pin in
                    PinRow(pin: pin)
                }
            } header: {
                FavoriteCount(board: board)
            }
        }
    }
}

:mount PinBoardView()
// expect: PinBoardView body: 3 pins
// expect: FavoriteCount body: 0
// expect: PinRow body: Oslo false
// expect: PinRow body: Lima false
// expect: PinRow body: Pune false
:toggle "Lima"
// expect: FavoriteCount body: 1
// expect: PinRow body: Lima true
:toggle "Oslo"
// expect: FavoriteCount body: 2
// expect: PinRow body: Oslo true
:toggle "Lima"
// expect: FavoriteCount body: 1
// expect: PinRow body: Lima false
