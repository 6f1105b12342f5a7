// Stack Overflow Q&A style: "toggle in a row updating a model": rows bind into an @Observable store with ForEach($home.lights); flipping one light writes the array, so every view that read lights (through the computed onCount too) runs, and every row runs with its new binding; the root that only holds the store does not (rules §15.1, §8.3, §8.5, §2.5)
import SwiftUI

struct Light: Identifiable {
    let id: Int
    let room: String
    var isOn = false
}

@Observable
final class Home {
    var lights = [Light(id: 1, room: "Kitchen"), Light(id: 2, room: "Hall")]
    var onCount: Int { lights.filter(\.isOn).count }
}

struct LightRow: View {
    @Binding var light: Light

    var body: some View {
        let _ = print("LightRow body: \(light.room) \(light.isOn)")
        Toggle(light.room, isOn: $light.isOn)
    }
}

struct LightList: View {
    @Bindable var home: Home

    var body: some View {
        let _ = print("LightList body: \(home.onCount) on")
        List {
            ForEach($home.lights) { $light in
                LightRow(light: $light)
            }
        }
    }
}

struct StatusBar: View {
    let home: Home

    var body: some View {
        let _ = print("StatusBar body: \(home.onCount) on")
        Text("\(home.onCount) lights on")
    }
}

struct HouseRoot: View {
    @State private var home = Home()

    var body: some View {
        let _ = print("HouseRoot body")
        VStack {
            StatusBar(home: home)
            LightList(home: home)
        }
    }
}

:mount HouseRoot()
// expect: HouseRoot body
// expect: StatusBar body: 0 on
// expect: LightList body: 0 on
// expect: LightRow body: Kitchen false
// expect: LightRow body: Hall false
:toggle "Kitchen"
// expect: StatusBar body: 1 on
// expect: LightList body: 1 on
// expect: LightRow body: Kitchen true
// expect: LightRow body: Hall false
:toggle "Hall"
// expect: StatusBar body: 2 on
// expect: LightList body: 2 on
// expect: LightRow body: Kitchen true
// expect: LightRow body: Hall true
