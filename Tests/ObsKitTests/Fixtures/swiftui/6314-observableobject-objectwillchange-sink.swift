// Apple: ObservableObject ("By default an ObservableObject synthesizes an objectWillChange publisher that emits the changed value before any of its @Published properties changes" — the birthday example); then a view observing the same object updates after the action (SEMANTICS §6 publish order, §10 flush after the action)
import SwiftUI
import Combine

final class Passenger: ObservableObject {
    @Published var name: String
    @Published var flightsTaken: Int

    init(name: String, flightsTaken: Int) {
        self.name = name
        self.flightsTaken = flightsTaken
    }

    func completeFlight() -> Int {
        flightsTaken += 1
        return flightsTaken
    }
}

let ana = Passenger(name: "Ana Duarte", flightsTaken: 41)
let watcher = ana.objectWillChange.sink { _ in
    print("\(ana.flightsTaken) will change")
}
print(ana.completeFlight())

struct PassengerBadge: View {
    @ObservedObject var passenger: Passenger

    var body: some View {
        let _ = print("badge: \(passenger.name), \(passenger.flightsTaken) flights")
        VStack {
            Text(passenger.name).font(.headline)
            Button("Land") { print("landed, now \(passenger.completeFlight())") }
        }
    }
}

:mount PassengerBadge(passenger: ana)
:tap "Land"

// expect: 41 will change
// expect: 42
// expect: badge: Ana Duarte, 42 flights
// expect: 42 will change
// expect: landed, now 43
// expect: badge: Ana Duarte, 43 flights
