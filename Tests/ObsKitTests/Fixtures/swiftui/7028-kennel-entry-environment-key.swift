// Kennel tint: a custom environment value declared with `@Entry` (Xcode 16) and set with `.environment(\.pawTint, _)`,
// read by one small view deep in the tree; the environment is one of the dependencies WWDC21's "Demystify SwiftUI"
// lists, and WWDC23's "Demystify SwiftUI performance" asks to keep such reads in small views; own code.
// What SwiftUI does: a view that declares `@Environment(\.pawTint)` runs again when that key's value changes (rules
// §14.2). The tile between the root and the icon has no stored properties and no dependency on the key: handed an
// equal value, it does not run, yet the new value still reaches the icon below it. The caption does not run either.
// Sources: rules §2.7, §14.2, §15.14; Apple https://developer.apple.com/documentation/swiftui/entry() and
// https://developer.apple.com/documentation/swiftui/environment; WWDC23 "Demystify SwiftUI performance"
// https://developer.apple.com/videos/play/wwdc2023/10160/
import SwiftUI

extension EnvironmentValues {
    @Entry var pawTint: String = "brown"
}

struct PawIcon: View {
    @Environment(\.pawTint) private var tint

    var body: some View {
        let _ = print("PawIcon body: \(tint)")
        Image(systemName: "pawprint.fill")
    }
}

struct DogCaption: View {
    let name: String

    var body: some View {
        let _ = print("DogCaption body: \(name)")
        Text(name)
    }
}

struct DogTile: View {
    var body: some View {
        let _ = print("DogTile body")
        VStack {
            PawIcon()
            DogCaption(name: "Rex")
        }
    }
}

struct KennelView: View {
    @State private var tint = "brown"

    var body: some View {
        let _ = print("KennelView body: \(tint)")
        VStack {
            Button("Golden") { tint = "gold" }
            DogTile()
        }
        .environment(\.pawTint, tint)
    }
}

:mount KennelView()
// expect: KennelView body: brown
// expect: DogTile body
// expect: PawIcon body: brown
// expect: DogCaption body: Rex
:tap "Golden"
// expect: KennelView body: gold
// expect: PawIcon body: gold
