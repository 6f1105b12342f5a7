// SwiftUI from Apple's documentation: flipping a Toggle writes its binding: the owner and a child given the value run, then onChange
// Apple, Toggle (https://developer.apple.com/documentation/swiftui/toggle): "You create a toggle by providing an isOn binding and a
// label. Bind isOn to a Boolean property that determines whether the toggle is on or off." Apple, View.onChange(of:initial:_:)
// (https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)): the action runs when the value "failed the
// comparison check", after the update that produced it.
import SwiftUI

struct WifiStatus: View {
    let isOn: Bool

    var body: some View {
        let _ = print("WifiStatus body: \(isOn ? "on" : "off")")
        Text(isOn ? "Connected" : "Offline")
    }
}

struct NetworkSettings: View {
    @State private var wifi = false

    var body: some View {
        let _ = print("NetworkSettings body: \(wifi)")
        VStack {
            Toggle("Wi-Fi", isOn: $wifi)
            WifiStatus(isOn: wifi)
        }
        .onChange(of: wifi) { oldValue, newValue in
            print("wifi \(oldValue) -> \(newValue)")
        }
    }
}

:mount NetworkSettings()
// expect: NetworkSettings body: false
// expect: WifiStatus body: off
:toggle "Wi-Fi"
// expect: NetworkSettings body: true
// expect: WifiStatus body: on
// expect: wifi false -> true
