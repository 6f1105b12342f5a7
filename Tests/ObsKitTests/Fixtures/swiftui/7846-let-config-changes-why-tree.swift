// Custom DynamicProperty: a @Limited wrapper whose `let limit` comes from the parent and changes at a re-render
// The parent's new value carries another limit, so the child differs and runs as @self (rules §2.3, §2.5, §2.7); its
// update() sees the new `let` while the nested @State keeps its count (rules §3.2, §7.2). Own taps re-run only the
// child (§7.3). :why and :tree as the project README shows them.
import SwiftUI

@propertyWrapper
struct Limited: DynamicProperty {
    @State private var count = 0
    let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    var wrappedValue: Int {
        get { min(count, limit) }
        nonmutating set { count = newValue }
    }

    func update() {
        print("Limited.update: count \(count), limit \(limit)")
    }
}

struct Seats: View {
    @Limited var booked: Int

    init(capacity: Int) {
        _booked = Limited(limit: capacity)
    }

    var body: some View {
        Text("Booked \(booked)")
        Button("Book") { booked += 1 }
    }
}

struct Venue: View {
    @State private var capacity = 2

    var body: some View {
        Button("Bigger room") { capacity = 5 }
        Text("Capacity \(capacity)")
        Seats(capacity: capacity)
    }
}

:mount Venue()
// expect: Limited.update: count 0, limit 2
:tap "Book"
// expect: Limited.update: count 1, limit 2
:tap "Book"
// expect: Limited.update: count 2, limit 2
:tap "Book"
// expect: Limited.update: count 3, limit 2
:tap "Bigger room"
:why Seats
// expect: Limited.update: count 3, limit 5
// expect:   :tap "Bigger room"
// expect:   -> Venue#1._capacity = 5
// expect:   -> Venue#1's body ran (_capacity changed) and made a new Seats value, unequal to the old one
// expect:   -> body run 5 (@self changed)
:tree
// expect: Venue#1
// expect:   Button "Bigger room"
// expect:   Text "Capacity 5"
// expect:   Seats#2
// expect:     Text "Booked 3"
// expect:     Button "Book"
