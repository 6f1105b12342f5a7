// stack-overflow style (pitfall on purpose, with the fix): an array of ObservableObject lamps in a @Published array — each row observes its lamp with @ObservedObject, so a toggle re-renders that row alone, while the list's "N on" header, which only observes the house, goes stale until the array itself changes (rules §6.3, §5.1, §2.5)
import SwiftUI

final class Lamp: ObservableObject, Identifiable {
    let id: Int
    let room: String
    @Published var isOn = false

    init(id: Int, room: String) {
        self.id = id
        self.room = room
    }
}

final class House: ObservableObject {
    @Published var lamps = [Lamp(id: 1, room: "Kitchen"), Lamp(id: 2, room: "Hall")]
}

struct LampRow: View {
    @ObservedObject var lamp: Lamp

    var body: some View {
        let _ = print("LampRow body: \(lamp.room) \(lamp.isOn ? "on" : "off")")
        Toggle(lamp.room, isOn: $lamp.isOn)
    }
}

struct HouseView: View {
    @StateObject private var house = House()

    var body: some View {
        let _ = print("HouseView body: \(house.lamps.filter { $0.isOn }.count) on")
        VStack {
            List {
                ForEach(house.lamps) { lamp in
                    LampRow(lamp: lamp)
                }
            }
            Button("Add porch") { house.lamps.append(Lamp(id: 3, room: "Porch")) }
        }
    }
}

:mount HouseView()
// expect: HouseView body: 0 on
// expect: LampRow body: Kitchen off
// expect: LampRow body: Hall off
:toggle "Hall"
// expect: LampRow body: Hall on
:tap "Add porch"
// expect: HouseView body: 1 on
// expect: LampRow body: Porch off
