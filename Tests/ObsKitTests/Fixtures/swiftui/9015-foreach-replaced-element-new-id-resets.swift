// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/foreach/init(_:content:) (if the id of a data element changes, because it was replaced with a new element that has a new identity, the content view generated from it loses its current state; the other rows keep theirs)
import SwiftUI

struct Seat: Identifiable {
    let id: Int
    let guest: String
}

struct SeatRow: View {
    let seat: Seat
    @State private var drinks = 0

    var body: some View {
        Button("\(seat.guest) drinks: \(drinks)") {
            drinks += 1
            print("\(seat.guest) #\(seat.id) drinks \(drinks)")
        }
    }
}

struct TablePlan: View {
    @State private var seats = [Seat(id: 1, guest: "Ada"), Seat(id: 2, guest: "Bo")]

    var body: some View {
        VStack {
            ForEach(seats) { seat in
                SeatRow(seat: seat)
            }
            Button("New guest in seat one") { seats[0] = Seat(id: 10, guest: "Ada") }
        }
    }
}

:mount TablePlan()
:tap "Ada drinks: 0"
:tap "Ada drinks: 1"
:tap "Bo drinks: 0"
:tap "New guest in seat one"
:tap "Ada drinks: 0"
:tap "Bo drinks: 1"
// expect: Ada #1 drinks 1
// expect: Ada #1 drinks 2
// expect: Bo #2 drinks 1
// expect: Ada #10 drinks 1
// expect: Bo #2 drinks 2
