// Swift Forums style: "how do I make a parent ObservableObject publish when its child changes?" (pitfall part: without forwarding, the screen never sees the inner change; fix part: the parent subscribes to the child's objectWillChange and sends its own, so the screen runs once per change) (rules §6.1, §6.2, §6.3, §10.1)
import SwiftUI
import Combine

final class Thermostat: ObservableObject {
    @Published var target = 20
}

final class House: ObservableObject {
    let thermostat = Thermostat()
    var forwarding: AnyCancellable?

    init(forward: Bool) {
        if forward {
            forwarding = thermostat.objectWillChange.sink { [weak self] _ in
                self?.objectWillChange.send()
            }
        }
        print("House init forward=\(forward)")
    }
}

struct HouseView: View {
    @ObservedObject var house: House
    let name: String

    var body: some View {
        let _ = print("\(name) body: \(house.thermostat.target)")
        VStack {
            Text("\(name): \(house.thermostat.target)°")
            Button("Warmer \(name)") { house.thermostat.target += 1 }
        }
    }
}

struct Home: View {
    @StateObject private var plain = House(forward: false)
    @StateObject private var forwarded = House(forward: true)

    var body: some View {
        VStack {
            HouseView(house: plain, name: "Plain")
            HouseView(house: forwarded, name: "Forwarded")
        }
    }
}

:mount Home()
// expect: House init forward=false
// expect: House init forward=true
// expect: Plain body: 20
// expect: Forwarded body: 20
// --- pitfall part: the inner object changed, the house published nothing
:tap "Warmer Plain"
// --- fix part: forwarded, so the house publishes and its view runs (Home's box sees it too, but Home reads nothing and hands the same values down)
:tap "Warmer Forwarded"
// expect: Forwarded body: 21
:tap "Warmer Forwarded"
// expect: Forwarded body: 22
