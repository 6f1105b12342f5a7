// SwiftUI from Apple's documentation: https://developer.apple.com/videos/play/wwdc2021/10022/ (Demystify SwiftUI: a view's lifetime follows its identity; flipping an if/else ends one branch's view and starts the other's (disappear/appear), while a view whose opacity takes a ternary stays the same view and never reappears)
import SwiftUI

var appeared: [String: Int] = [:]
var disappeared: [String: Int] = [:]

struct Banner: View {
    let text: String

    var body: some View {
        Text(text)
            .onAppear { appeared[text, default: 0] += 1 }
            .onDisappear { disappeared[text, default: 0] += 1 }
    }
}

struct Lobby: View {
    @State private var isOpen = true

    var body: some View {
        VStack {
            Button("Flip") { isOpen.toggle() }
            if isOpen {
                Banner(text: "Open")
            } else {
                Banner(text: "Closed")
            }
            Banner(text: "Dimmed")
                .opacity(isOpen ? 1 : 0.4)
        }
    }
}

func report() {
    for name in ["Open", "Closed", "Dimmed"] {
        print("\(name): appeared \(appeared[name, default: 0]), disappeared \(disappeared[name, default: 0])")
    }
}

:mount Lobby()
:tap "Flip"
:tap "Flip"
report()
// expect: Open: appeared 2, disappeared 1
// expect: Closed: appeared 1, disappeared 1
// expect: Dimmed: appeared 1, disappeared 0
