// A property wrapper of our own meant to "observe a model it is handed": it keeps the model in a small
// ObservableObject (a mirror that forwards the model's changes) held by a nested `@StateObject`, and
// subscribes the mirror from `update()`, once. Handed another model later, it never sees it: the nested
// @StateObject made its mirror once, for the first model, so the card keeps showing and following the
// first model (its changes still re-run the card), the second model's changes re-run nothing, and no
// mirror is ever made for the second. The card's body does re-run on the hand-over: the nested
// autoclosure captures the argument, so the new card value differs.
// Basis: rules §7 (a custom DynamicProperty's nested @StateObject gets a box per node, refreshed before
// `update()`, which runs before every body), rules §4 (thunk once per node; later thunks ignored), rules
// §2 rule 5 (capturing StateObject autoclosure ⇒ the value differs), rules §6.
import Combine

final class Thermostat: ObservableObject {
    let room: String
    @Published var degrees = 20
    init(room: String) { self.room = room }
}

final class Mirror<Model: ObservableObject>: ObservableObject {
    let model: Model
    let objectWillChange = ObservableObjectPublisher()
    private var forwarding: AnyCancellable?
    init(_ model: Model, label: String) {
        self.model = model
        print("mirror made for", label)
    }
    func attach() {
        if forwarding != nil { return }
        print("mirror subscribes")
        forwarding = model.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() }
    }
}

@propertyWrapper
struct Following<Model: ObservableObject>: DynamicProperty {
    @StateObject private var mirror: Mirror<Model>
    init(watching model: Model, label: String) {
        _mirror = StateObject(wrappedValue: Mirror(model, label: label))
    }
    var wrappedValue: Model { mirror.model }
    func update() { mirror.attach() }
}

let kitchen = Thermostat(room: "kitchen")
let bedroom = Thermostat(room: "bedroom")

struct RoomCard: View {
    @Following var thermostat: Thermostat
    init(thermostat: Thermostat) {
        _thermostat = Following(watching: thermostat, label: thermostat.room)
    }
    var body: some View {
        let _ = print("RoomCard shows", thermostat.room, thermostat.degrees)
        Text(thermostat.room)
    }
}

struct Hallway: View {
    @State private var useBedroom = false
    var body: some View {
        let _ = print("Hallway body, passing", useBedroom ? "bedroom" : "kitchen")
        Button("Switch") { useBedroom.toggle() }
        Button("Warm kitchen") { kitchen.degrees += 1 }
        Button("Warm bedroom") { bedroom.degrees += 1 }
        RoomCard(thermostat: useBedroom ? bedroom : kitchen)
    }
}

:mount Hallway()
:tap "Switch"
print("-- warm bedroom")
:tap "Warm bedroom"
print("-- warm kitchen")
:tap "Warm kitchen"

// expect: Hallway body, passing kitchen
// expect: mirror made for kitchen
// expect: mirror subscribes
// expect: RoomCard shows kitchen 20
// expect: Hallway body, passing bedroom
// expect: RoomCard shows kitchen 20
// expect: -- warm bedroom
// expect: -- warm kitchen
// expect: RoomCard shows kitchen 21
