// WWDC21 "Demystify SwiftUI" (session 10022), https://developer.apple.com/videos/play/wwdc2021/10022/ — the same PawView in the two branches of an if/else is two views with two identities (its @State starts over and it disappears and reappears when the condition flips), while one PawView with a conditional modifier keeps its identity and state
// The session: "views in the two branches of the if statement have different identities"; "when the condition
// changes, SwiftUI creates new storage for the false view, starting with the state's initial value, and the
// storage for the true view is deallocated"; prefer "a single PawView ... with a conditional modifier", an inert
// modifier keeps structural identity (rules §1.1, §1.4, §11.1, T10).
import SwiftUI

struct PawView: View {
    let name: String
    @State private var pets = 0

    var body: some View {
        VStack {
            Image(systemName: "pawprint.fill")
            Button("Pet \(name)") { pets += 1 }
            Button("Count \(name)") { print("\(name): \(pets) pets") }
        }
        .onAppear { print("\(name) appeared") }
        .onDisappear { print("\(name) disappeared") }
    }
}

struct BranchPaw: View {
    var dayTime: Bool

    var body: some View {
        if dayTime {
            PawView(name: "branch")
                .foregroundColor(.yellow)
        } else {
            PawView(name: "branch")
                .foregroundColor(.indigo)
        }
    }
}

struct ModifierPaw: View {
    var dayTime: Bool

    var body: some View {
        PawView(name: "modifier")
            .foregroundColor(dayTime ? .yellow : .indigo)
    }
}

struct ContentView: View {
    @State private var dayTime = true

    var body: some View {
        VStack {
            Toggle("Day time", isOn: $dayTime)
            BranchPaw(dayTime: dayTime)
            ModifierPaw(dayTime: dayTime)
        }
    }
}

:mount ContentView()
// expect: branch appeared
// expect: modifier appeared
:tap "Pet branch"
:tap "Pet branch"
:tap "Pet modifier"
:tap "Pet modifier"
:toggle "Day time"
// expect: branch disappeared
// expect: branch appeared
:tap "Count branch"
// expect: branch: 0 pets
:tap "Count modifier"
// expect: modifier: 2 pets
:toggle "Day time"
// expect: branch disappeared
// expect: branch appeared
:tap "Count modifier"
// expect: modifier: 2 pets
