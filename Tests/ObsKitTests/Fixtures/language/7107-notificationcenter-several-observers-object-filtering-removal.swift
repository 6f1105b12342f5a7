// Tutorial style (NotificationCenter): several observers, object filtering, and removal
import Foundation

final class Thermostat {
    let room: String
    init(room: String) { self.room = room }
}

extension Notification.Name {
    static let temperatureChanged = Notification.Name("TemperatureChanged")
}

let kitchen = Thermostat(room: "kitchen")
let garage = Thermostat(room: "garage")
let nc = NotificationCenter.default

let all = nc.addObserver(forName: .temperatureChanged, object: nil, queue: nil) { n in
    let source = (n.object as? Thermostat)?.room ?? "?"
    let temp = n.userInfo?["celsius"] as? Double ?? .nan
    print("[all] \(source): \(temp)")
}
let kitchenOnly = nc.addObserver(forName: .temperatureChanged, object: kitchen, queue: nil) { n in
    print("[kitchen] name=\(n.name.rawValue)")
}

nc.post(name: .temperatureChanged, object: kitchen, userInfo: ["celsius": 21.5])
nc.post(name: .temperatureChanged, object: garage, userInfo: ["celsius": 7.0])

nc.removeObserver(all)
nc.post(name: .temperatureChanged, object: kitchen, userInfo: ["celsius": 22.0])
nc.removeObserver(kitchenOnly)
nc.post(name: .temperatureChanged, object: kitchen)
print("done")
// expect: [kitchen] name=TemperatureChanged
// expect: [all] kitchen: 21.5
// expect: [all] garage: 7.0
// expect: [kitchen] name=TemperatureChanged
// expect: done
