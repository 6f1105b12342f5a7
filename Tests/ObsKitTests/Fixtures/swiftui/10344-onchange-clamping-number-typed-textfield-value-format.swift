// forms and editing style: onChange(of:) clamping a number typed into TextField(value:format:) to the Stepper's range; the typed text commits on Return, the clamp is a second change, so the body and onChange each run twice (rules §15.10, §3.4, §10.1)
import SwiftUI

struct BookingForm: View {
    @State private var guests = 2

    var body: some View {
        let _ = print("BookingForm body: \(guests) guests")
        Form {
            TextField("Guests", value: $guests, format: .number)
            Stepper("Guests: \(guests)", value: $guests, in: 1...12)
        }
        .onChange(of: guests) { oldValue, newValue in
            print("guests \(oldValue) -> \(newValue)")
            if newValue > 12 {
                guests = 12
            } else if newValue < 1 {
                guests = 1
            }
        }
    }
}

:mount BookingForm()
// expect: BookingForm body: 2 guests
:step "Guests: 2" up
// expect: BookingForm body: 3 guests
// expect: guests 2 -> 3
:type "0" into "Guests"
:submit "Guests"
// expect: BookingForm body: 30 guests
// expect: guests 3 -> 30
// expect: BookingForm body: 12 guests
// expect: guests 30 -> 12
:step "Guests: 12" down
// expect: BookingForm body: 11 guests
// expect: guests 12 -> 11
