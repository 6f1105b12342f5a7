// Observation in depth style: an @Observable model in @State set from an init argument with State(initialValue:); a new argument from the parent makes a throwaway and the installed model keeps the old name, until the view is given .id(name), which resets it (rules §3.1, §3.2, §3.3, §1.3, §1.4)
import SwiftUI

@Observable
final class Greeter {
    var name: String
    var waves = 0

    init(name: String) {
        self.name = name
        print("Greeter init: \(name)")
    }

    deinit { print("Greeter deinit: \(name)") }
}

struct GreeterView: View {
    @State private var greeter: Greeter

    init(name: String) {
        _greeter = State(initialValue: Greeter(name: name))
    }

    var body: some View {
        let _ = print("GreeterView body: \(greeter.name), waves \(greeter.waves)")
        Button("Wave at \(greeter.name)") { greeter.waves += 1 }
    }
}

struct Lobby: View {
    @State private var guest = "Ada"

    var body: some View {
        let _ = print("Lobby body: \(guest)")
        VStack {
            Button("Next guest") { guest = guest == "Ada" ? "Grace" : "Ada" }
            GreeterView(name: guest)
        }
    }
}

struct LobbyFixed: View {
    @State private var guest = "Ada"

    var body: some View {
        let _ = print("LobbyFixed body: \(guest)")
        VStack {
            Button("Next guest") { guest = guest == "Ada" ? "Grace" : "Ada" }
            GreeterView(name: guest)
                .id(guest)
        }
    }
}

:mount Lobby()
// expect: Lobby body: Ada
// expect: Greeter init: Ada
// expect: GreeterView body: Ada, waves 0
:tap "Wave at Ada"
// expect: GreeterView body: Ada, waves 1
:tap "Next guest"
// expect: Lobby body: Grace
// expect: Greeter init: Grace
// expect: GreeterView body: Ada, waves 1
:tap "Next guest"
// expect: Lobby body: Ada
// expect: Greeter init: Ada
// expect: Greeter deinit: Grace
// expect: GreeterView body: Ada, waves 1
:unmount
// expect: Greeter deinit: Ada
// expect: Greeter deinit: Ada
:mount LobbyFixed()
// expect: LobbyFixed body: Ada
// expect: Greeter init: Ada
// expect: GreeterView body: Ada, waves 0
:tap "Wave at Ada"
// expect: GreeterView body: Ada, waves 1
:tap "Next guest"
// expect: LobbyFixed body: Grace
// expect: Greeter init: Grace
// expect: Greeter deinit: Ada
// expect: GreeterView body: Grace, waves 0
