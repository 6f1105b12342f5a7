// Stack Overflow Q&A style: "is a computed property of an @Observable class tracked?": yes, through the stored properties its getter reads; a change to apples or pears re-runs the view that showed the total even when the total stays the same, and a note change re-runs only the note's reader; an equal assignment notifies nobody (rules §8.1, §8.3)
import SwiftUI

@Observable
final class Basket {
    var apples = 2
    var pears = 1
    var note = ""
    var total: Int { apples + pears }
}

struct TotalView: View {
    let basket: Basket

    var body: some View {
        let _ = print("TotalView body: \(basket.total)")
        Text("Total \(basket.total)")
    }
}

struct NoteView: View {
    let basket: Basket

    var body: some View {
        let _ = print("NoteView body: '\(basket.note)'")
        Text(basket.note)
    }
}

struct BasketScreen: View {
    @State private var basket = Basket()

    var body: some View {
        let _ = print("BasketScreen body")
        VStack {
            TotalView(basket: basket)
            NoteView(basket: basket)
            Button("Add apple") { basket.apples += 1 }
            Button("Swap") {
                basket.apples -= 1
                basket.pears += 1
            }
            Button("Add note") { basket.note = "fresh" }
        }
    }
}

:mount BasketScreen()
// expect: BasketScreen body
// expect: TotalView body: 3
// expect: NoteView body: ''
:tap "Add apple"
// expect: TotalView body: 4
:tap "Swap"
// expect: TotalView body: 4
:tap "Add note"
// expect: NoteView body: 'fresh'
:tap "Add note"
