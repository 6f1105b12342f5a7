// Apple: Stepper (init(_:value:in:step:) stays within its range — the + control is disabled at the upper bound; init(_:onIncrement:onDecrement:) runs your closures, the color-cycling example); onChange(of:) sees each press (README :step, one press per turn)
import SwiftUI

struct TicketOrder: View {
    @State private var tickets = 1
    @State private var shadeIndex = 0
    private let shades = ["red", "green", "blue"]

    var body: some View {
        Form {
            Section("Tickets") {
                Stepper("Tickets", value: $tickets, in: 1...6)
                Text("\(tickets) × $12")
            }
            Section("Wristband") {
                Stepper(
                    "Wristband color",
                    onIncrement: { incrementShade() },
                    onDecrement: { decrementShade() }
                )
                Text(shades[shadeIndex].capitalized)
            }
        }
        .onChange(of: tickets) { oldValue, newValue in
            print("tickets \(oldValue) -> \(newValue)")
        }
    }

    private func incrementShade() {
        shadeIndex += 1
        if shadeIndex >= shades.count { shadeIndex = 0 }
        print("wristband \(shades[shadeIndex])")
    }

    private func decrementShade() {
        shadeIndex -= 1
        if shadeIndex < 0 { shadeIndex = shades.count - 1 }
        print("wristband \(shades[shadeIndex])")
    }
}

:mount TicketOrder()
:step "Tickets" up 3
:step "Tickets" up 4
:step "Tickets" down
:step "Wristband color" down 2
:step "Wristband color" up

// expect: tickets 1 -> 2
// expect: tickets 2 -> 3
// expect: tickets 3 -> 4
// expect: tickets 4 -> 5
// expect: tickets 5 -> 6
// expect: tickets 6 -> 5
// expect: wristband blue
// expect: wristband green
// expect: wristband blue
