// Navigation in apps: a conference agenda that pushes an event with iOS 17's navigationDestination(item:).
// The destination is pushed while the optional binding is non-nil and built with the item; a pop sets the binding back to
// nil (rules §15.21, Apple `view/navigationdestination(item:destination:)`). The root reads `selected`, so it runs when a
// row sets it and again when the pop clears it (rules §3.5); the pushed view's body runs once per push (rules §14.3).
import SwiftUI

struct Event: Hashable {
    let title: String
    let room: String
}

struct EventDetail: View {
    let event: Event
    var body: some View {
        let _ = print("EventDetail body \(event.title)")
        Text("\(event.title) in \(event.room)")
    }
}

struct Agenda: View {
    @State private var selected: Event?
    let events = [Event(title: "Keynote", room: "Hall A"), Event(title: "Lab", room: "Room 2")]

    var body: some View {
        let _ = print("Agenda body, selected: \(selected?.title ?? "none")")
        NavigationStack {
            List(events, id: \.self) { event in
                Button(event.title) { selected = event }
            }
            .navigationDestination(item: $selected) { event in
                EventDetail(event: event)
            }
        }
    }
}

:mount Agenda()
// expect: Agenda body, selected: none
:tap "Keynote"
// expect: Agenda body, selected: Keynote
// expect: EventDetail body Keynote
:back
// expect: Agenda body, selected: none
:tap "Lab"
// expect: Agenda body, selected: Lab
// expect: EventDetail body Lab
