// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:) (an onChange action that clamps the value it watches: the write causes one more update and one more onChange call, then it settles)
// onChange(of:initial:_:) runs its action when the value "failed the comparison check", with the old and new
// values. Writing the watched state from the action is a new change: the body runs again with the clamped value and
// the action sees 7 -> 6; writing 6 again would be equal, so it stops there.
// - Mount: 4 guests; no initial call (initial defaults to false).
// - "Add three": body with 7, the action clamps: 4 -> 7, then the body with 6 and 7 -> 6.
// - "Add one": 6 -> 7 is clamped again the same way.
import SwiftUI

struct TableBooking: View {
    @State private var guests = 4

    var body: some View {
        let _ = print("booking body: \(guests) guests")
        VStack {
            Text("Table for \(guests)")
            Button("Add three") { guests += 3 }
            Button("Add one") { guests += 1 }
        }
        .onChange(of: guests) { oldCount, newCount in
            print("guests \(oldCount) -> \(newCount)")
            if newCount > 6 {
                guests = 6
            }
        }
    }
}

:mount TableBooking()
// expect: booking body: 4 guests
:tap "Add three"
// expect: booking body: 7 guests
// expect: guests 4 -> 7
// expect: booking body: 6 guests
// expect: guests 7 -> 6
:tap "Add one"
// expect: booking body: 7 guests
// expect: guests 6 -> 7
// expect: booking body: 6 guests
// expect: guests 7 -> 6
