// SwiftUI from Apple's documentation: https://developer.apple.com/videos/play/wwdc2021/10022/ (Demystify SwiftUI: putting the condition in a modifier's argument, opacity(flag ? 1 : 0.3), keeps a single view with one identity, so its @State survives the change)
import SwiftUI

struct PawCounter: View {
    let label: String
    @State private var pats = 0

    var body: some View {
        Button("\(label) pats: \(pats)") {
            pats += 1
            print("\(label) pats = \(pats)")
        }
    }
}

struct Kennel: View {
    @State private var isSunny = true

    var body: some View {
        VStack {
            Button("Weather") { isSunny.toggle() }
            PawCounter(label: "Rex")
                .opacity(isSunny ? 1.0 : 0.3)
        }
    }
}

:mount Kennel()
:tap "Rex pats: 0"
:tap "Rex pats: 1"
:tap "Weather"
:tap "Rex pats: 2"
:tap "Weather"
:tap "Rex pats: 3"
// expect: Rex pats = 1
// expect: Rex pats = 2
// expect: Rex pats = 3
// expect: Rex pats = 4
