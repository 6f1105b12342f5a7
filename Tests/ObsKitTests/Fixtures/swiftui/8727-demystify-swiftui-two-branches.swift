// SwiftUI from Apple's documentation: https://developer.apple.com/videos/play/wwdc2021/10022/ (Demystify SwiftUI: the two branches of an if/else are distinct views with their own structural identity, even holding the same type with the same arguments, so switching branches starts the other view's @State over)
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
            if isSunny {
                PawCounter(label: "Rex")
            } else {
                PawCounter(label: "Rex")
            }
        }
    }
}

:mount Kennel()
:tap "Rex pats: 0"
:tap "Rex pats: 1"
:tap "Weather"
:tap "Rex pats: 0"
:tap "Weather"
:tap "Rex pats: 0"
// expect: Rex pats = 1
// expect: Rex pats = 2
// expect: Rex pats = 1
// expect: Rex pats = 1
