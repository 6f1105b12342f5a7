// Pushing an @Observable object by value: a `NavigationLink(value:label:)` whose value is a class
// instance (Hashable by identity) and a `navigationDestination(for:)` for that class. The destination is
// built only on push, from the very object the link holds; the pushed view keeps it in a stored
// `@Bindable`, and typing into its field re-runs only the pushed view (the binding's creation read the
// property in its body), never the list that holds the object.
// Basis: rules §14 (navigationDestination(for:) builds lazily on push), rules §8 (a `$x.prop` binding
// made through @Bindable reads the property in the creating body; tracking per body), rules §12 (a
// stored @Bindable is not a dynamic property, so the first run reads `@self changed.`, as the rules' own
// Bindable fixture).
var made = 0
@Observable final class Trip: Hashable {
    var name = "Alps"
    let serial: Int
    init() {
        made += 1
        serial = made
    }
    static func == (lhs: Trip, rhs: Trip) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

struct TripDetail: View {
    @Bindable var trip: Trip
    var body: some View {
        let _ = Self._printChanges()
        let _ = print("detail of trip", trip.serial)
        TextField("Trip name", text: $trip.name)
    }
}

struct TripList: View {
    @State private var trip = Trip()
    var body: some View {
        let _ = Self._printChanges()
        NavigationStack {
            VStack {
                NavigationLink(value: trip) {
                    Text("Open trip")
                }
                Button("Log") { print("trip name:", trip.name) }
            }
            .navigationDestination(for: Trip.self) { chosen in
                TripDetail(trip: chosen)
            }
        }
    }
}

:mount TripList()
print("-- push")
:tap "Open trip"
print("-- type")
:type "!?" into "Trip name"
:back
:tap "Log"

// expect: TripList: @self, @identity, _trip changed.
// expect: -- push
// expect: TripDetail: @self changed.
// expect: detail of trip 1
// expect: -- type
// expect: TripDetail: @dependencies changed.
// expect: detail of trip 1
// expect: TripDetail: @dependencies changed.
// expect: detail of trip 1
// expect: trip name: Alps!?
