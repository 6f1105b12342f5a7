// Follows Apple's `ObservedObject` page ("A property wrapper type that subscribes to an observable object and
// invalidates a view whenever the observable object changes"), with the input changing: a house screen shows one
// room at a time through a RoomView that takes the room as `@ObservedObject`.
// - The parent holds the house in a plain `let` and observes neither room, so the rooms' changes never run it
//   (rules §0.2); it runs for its own @State flag.
// - The child subscribes to the object it was given; handed another instance it moves its subscription: from then
//   on only the new room's changes run it (rules §5.1). The new reference makes the child's value differ, so its
//   body runs (rules §2.5).
import SwiftUI

final class Room: ObservableObject {
    let name: String
    @Published var lightOn = false

    init(name: String) {
        self.name = name
        print("Room init: \(name)")
    }
}

struct RoomView: View {
    @ObservedObject var room: Room

    var body: some View {
        let _ = print("RoomView: \(room.name) light \(room.lightOn ? "on" : "off")")
        Text(room.name)
    }
}

final class House {
    let kitchen = Room(name: "Kitchen")
    let hall = Room(name: "Hall")
}

struct HouseView: View {
    let house: House
    @State private var showingHall = false

    var body: some View {
        let _ = print("HouseView body, hall \(showingHall)")
        VStack {
            RoomView(room: showingHall ? house.hall : house.kitchen)
            Button("Next room") { showingHall.toggle() }
            Button("Kitchen light") { house.kitchen.lightOn.toggle() }
            Button("Hall light") { house.hall.lightOn.toggle() }
        }
    }
}

:mount HouseView(house: House())
// expect: Room init: Kitchen
// expect: Room init: Hall
// expect: HouseView body, hall false
// expect: RoomView: Kitchen light off
:tap "Hall light"
:tap "Kitchen light"
// expect: RoomView: Kitchen light on
:tap "Next room"
// expect: HouseView body, hall true
// expect: RoomView: Hall light on
:tap "Kitchen light"
:tap "Hall light"
// expect: RoomView: Hall light off
