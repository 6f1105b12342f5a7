// identity-and-lifetime style: what a view draws is not its identity: Reminder switches its own body to EmptyView and back, and keeps its node and @State throughout, while Sticky, removed by the parent's if, loses its @State (rules §1.1, §1.4, §2.7)
import SwiftUI

struct Reminder: View {
    let visible: Bool
    @State private var snoozes = 0

    var body: some View {
        let _ = print("Reminder body: visible \(visible), snoozes \(snoozes)")
        if visible {
            Button("Snooze \(snoozes)") { snoozes += 1 }
        } else {
            EmptyView()
        }
    }
}

struct Sticky: View {
    @State private var pins = 0

    var body: some View {
        let _ = print("Sticky body: pins \(pins)")
        Button("Pin \(pins)") { pins += 1 }
    }
}

struct Desk: View {
    @State private var visible = true

    var body: some View {
        let _ = print("Desk body: \(visible)")
        VStack {
            Button("Toggle reminder") { visible.toggle() }
            Reminder(visible: visible)
            if visible {
                Sticky()
            }
        }
    }
}

:mount Desk()
// expect: Desk body: true
// expect: Reminder body: visible true, snoozes 0
// expect: Sticky body: pins 0
:tap "Snooze 0"
// expect: Reminder body: visible true, snoozes 1
:tap "Pin 0"
// expect: Sticky body: pins 1
:tap "Toggle reminder"
// expect: Desk body: false
// expect: Reminder body: visible false, snoozes 1
:tap "Toggle reminder"
// expect: Desk body: true
// expect: Reminder body: visible true, snoozes 1
// expect: Sticky body: pins 0
:tap "Snooze 1"
// expect: Reminder body: visible true, snoozes 2
